import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isProfileComplete } from '../../domain/profile-completeness';
import { signedIn } from '../auth/middleware';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../errors';
import { selectTrainerOfAccount } from '../features/trainers/account-queries';

declare module 'hono' {
  interface ContextVariableMap {
    /** The trainer the signed-in account is (trainers.id), set by requireTrainer. */
    trainerId: string;
  }
}

/**
 * The trainer area's guard (decision 050): signed in (401), an account an active trainer record names (403
 * FORBIDDEN), a complete profile (403 PROFILE_INCOMPLETE) and a session past the second factor, as an admin's (403
 * SECOND_FACTOR_REQUIRED). The trainer record is read on every request, never kept in the session: an unlinked or
 * inactive trainer is refused at the next one.
 */
export function requireTrainer(ctx: Pick<AppContext, 'db'>): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const user = await signedIn(c);
    const trainer = await selectTrainerOfAccount(ctx.db, user.email);
    if (!trainer) throw forbidden();
    if (!isProfileComplete(user)) throw new AppError('PROFILE_INCOMPLETE', 403);
    if (!user.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED', 403);
    c.set('trainerId', trainer.id);
    await next();
  });
}
