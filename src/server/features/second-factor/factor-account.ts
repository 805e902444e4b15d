import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { signedIn } from '../../auth/middleware';
import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { selectTrainerOfAccount } from '../trainers/account-queries';

/**
 * Whether the account has a second factor to pass: an admin (decision 036), or a trainer, who sees health data
 * (issue 29, decision 050). The trainer flag comes with the session (find-session.ts) or is read now, never kept.
 */
export async function isFactorAccount(
  ctx: Pick<AppContext, 'db'>,
  user: Pick<SessionUser, 'role' | 'email' | 'trainer'>,
): Promise<boolean> {
  if (user.role === 'admin') return true;
  return user.trainer ?? (await selectTrainerOfAccount(ctx.db, user.email)) !== undefined;
}

/** An account that has a second factor to pass, whether or not this session passed it yet: 401 signed out, 403 for a parent. */
export function requireFactorAccount(ctx: Pick<AppContext, 'db'>): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    if (!(await isFactorAccount(ctx, await signedIn(c)))) throw forbidden();
    await next();
  });
}
