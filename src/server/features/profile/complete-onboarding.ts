import type { OnboardingValues } from '../../../domain/profile';
import { type SessionUser, toSessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { unauthenticated } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { logFor } from '../../observability/log';
import { newParentMail } from './new-parent-mail';
import { findProfile, updateOwnProfile } from './queries';

const log = logFor('profile');

/**
 * Saves the profile with the terms accepted now, then tells the provider about the new parent. The notice is a
 * courtesy: if it cannot even be queued, the parent is not held up (it is logged).
 */
export async function completeOnboarding(
  ctx: AppContext,
  userId: string,
  values: OnboardingValues,
): Promise<SessionUser> {
  const now = ctx.clock.now();
  const { saved, firstTime } = await ctx.db.transaction(async (tx) => {
    const before = await findProfile(tx, userId);
    if (!before) throw unauthenticated();
    const row = await updateOwnProfile(
      tx,
      userId,
      { firstName: values.firstName, lastName: values.lastName, mobile: values.mobile, termsAcceptedAt: now },
      now,
    );
    return { saved: row!, firstTime: before.termsAcceptedAt === null };
  });
  if (firstTime) {
    const mail = newParentMail(ctx.config, { ...values, email: saved.email });
    await enqueueMail(ctx.jobs, mail, { about: { userIds: [saved.id] } }).catch((error: Error) => {
      log.warn({ userId: saved.id, err: error }, 'Mitteilung an den Anbieter nicht eingereiht');
    });
  }
  return toSessionUser(saved);
}
