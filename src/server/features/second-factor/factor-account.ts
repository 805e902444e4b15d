import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { signedIn } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { selectTrainerOfAccount } from '../trainers/account-queries';

/**
 * An account that has a second factor to pass, whether or not this session passed it yet: an admin (decision 036),
 * or a trainer, who sees health data (issue 29, decision 050; the trainer record read on every request). 401
 * signed out, 403 for a parent.
 */
export function requireFactorAccount(ctx: Pick<AppContext, 'db'>): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const user = await signedIn(c);
    const trainer = user.trainer ?? (await selectTrainerOfAccount(ctx.db, user.email)) !== undefined;
    if (user.role !== 'admin' && !trainer) throw forbidden();
    await next();
  });
}
