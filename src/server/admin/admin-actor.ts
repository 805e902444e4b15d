import type { Context } from 'hono';
import type { Actor } from '../features/bookings/actor';

/** The signed-in admin as the booking services see them: acting for any family's child. */
export function adminActor(c: Context): Actor {
  return { userId: c.get('user').id, role: 'admin' };
}
