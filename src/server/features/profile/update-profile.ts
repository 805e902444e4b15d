import type { ProfileUpdateValues } from '../../../domain/profile';
import { type SessionUser, toSessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { unauthenticated } from '../../errors';
import { updateOwnProfile } from './queries';

/** The profile edit: names required, mobile optional (blank = null); the e-mail cannot be changed. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  values: ProfileUpdateValues,
): Promise<SessionUser> {
  const row = await updateOwnProfile(ctx.db, userId, values, ctx.clock.now());
  if (!row) throw unauthenticated();
  return toSessionUser(row);
}
