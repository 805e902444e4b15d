import { Hono } from 'hono';
import { signInEndpoints } from '../../../domain/auth/sign-in-endpoints';
import { currentUser } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { pendingSecondFactor } from '../second-factor/second-factor-status';

// GET /api/me: 200 {user: Me | null}; null means signed out (src/domain/auth/me.ts). An admin whose session has
// not passed the second factor costs one more query (where the web must send them); everyone else none.
export function meRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, signInEndpoints.me, async (c) => {
    const user = await currentUser(c);
    c.header('Cache-Control', 'no-store');
    return { user: user ? toMe(user, await pendingSecondFactor(ctx, user)) : null };
  });
  return routes;
}
