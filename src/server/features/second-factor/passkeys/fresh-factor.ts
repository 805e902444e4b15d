import { FRESH_FACTOR_MINUTES } from '../../../../domain/second-factor/passkeys-api';
import type { SessionUser } from '../../../auth/session-user';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { isFactorAccount } from '../factor-account';
import { findSecondFactor, sessionFactorPassedAt } from '../queries';

/**
 * An admin or a trainer (isFactorAccount) adds a factor (a new passkey, or an older one confirmed) only with the factor proven a few minutes ago
 * (decision 036): a passkey signs in with neither the e-mail code nor the factor, so whoever got hold of an open
 * admin session must not be able to leave one behind. The first enrolment is exempt, it is what the factor is
 * being set up by. Parents are not asked: they have no factor (the mail to the owner tells them instead).
 */
export async function requireFreshFactor(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<void> {
  if (!(await isFactorAccount(ctx, user))) return;
  if (!(await findSecondFactor(ctx.db, user.id))?.enrolledAt) return;
  if (!user.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED', 403);
  const passedAt = await sessionFactorPassedAt(ctx.db, sessionId);
  const freshFrom = ctx.clock.now().getTime() - FRESH_FACTOR_MINUTES * 60_000;
  if (!passedAt || passedAt.getTime() < freshFrom) throw new AppError('SECOND_FACTOR_AGAIN', 403);
}
