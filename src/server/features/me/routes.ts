import { Hono } from 'hono';
import type { MeResponse } from '../../../domain/auth/me';
import { currentUser } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';

// GET /api/me: 200 {user: Me | null}; null means signed out (src/domain/auth/me.ts).
export function meRoutes() {
  return new Hono().get('/', async (c) => {
    const user = await currentUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: user ? toMe(user) : null } satisfies MeResponse);
  });
}
