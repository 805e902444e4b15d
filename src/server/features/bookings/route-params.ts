import type { Context } from 'hono';
import type { Actor } from './actor';

/**
 * Parent routes act for the signed-in user's family, whatever their role: an admin signed into the parent portal
 * books for their own children there. The back office passes role 'admin' itself.
 */
export function parentActor(c: Context): Actor {
  return { userId: c.get('user').id, role: 'parent' };
}
