import type { MiddlewareHandler } from 'hono';
import { requireAdminAccount } from '../../auth/middleware';
import type { AppContext } from '../../context';

/**
 * An account that has a second factor to pass, whether or not this session passed it yet: an admin (decision 036).
 * Trainers join it with issue 29 (decision 050), once their account link is stored.
 */
export function requireFactorAccount(_ctx: Pick<AppContext, 'db'>): MiddlewareHandler {
  return requireAdminAccount;
}
