import type { Context } from 'hono';
import { registrationRequestSchema } from '../../../domain/bookings/contracts';
import { readJsonBody } from '../../http/read-json-body';
import type { Actor } from './actor';

/** The sign-up dialog's body; a missing child or unticked terms is a 400 VALIDATION. */
export async function registrationRequest(c: Context) {
  return registrationRequestSchema.parse(await readJsonBody(c));
}

/**
 * Parent routes act for the signed-in user's family, whatever their role: an admin signed into the parent portal
 * books for their own children there. The back office passes role 'admin' itself.
 */
export function parentActor(c: Context): Actor {
  return { userId: c.get('user').id, role: 'parent' };
}
