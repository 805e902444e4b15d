import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { completeEnrolment } from './complete-enrolment';
import { guardedFactorCheck } from './guarded-check';
import { claimTotpStep, findSecondFactor } from './queries';
import { matchingTotpStep, totpFor } from './totp';

/**
 * The first code from the app proves it holds the secret: the TOTP factor is active, this session passes, and a
 * first enrolment answers the ten recovery codes (shown once).
 */
export async function confirmTotpEnrolment(
  ctx: AppContext,
  params: { user: SessionUser; sessionId: string; code: string },
): Promise<string[]> {
  const { user } = params;
  const row = await findSecondFactor(ctx.db, user.id);
  if (row?.enrolledAt && !user.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED', 403);
  if (row?.totpConfirmedAt) throw new AppError('SECOND_FACTOR_ENROLLED', 409);
  if (!row?.totpSecretEncrypted) throw new AppError('SECOND_FACTOR_NOT_STARTED', 409);
  const totp = totpFor(ctx.ahv.decrypt(row.totpSecretEncrypted), user.email, ctx.config.PROVIDER_NAME);
  const now = ctx.clock.now();
  let codes: string[] = [];
  await guardedFactorCheck(ctx, user, async () => {
    const step = matchingTotpStep(totp, params.code, now, row.totpLastStep);
    if (step === undefined) return false;
    return ctx.db.transaction(async (tx) => {
      if (!(await claimTotpStep(tx, { userId: user.id, step, now, confirm: true }))) return false;
      codes = await completeEnrolment(ctx, tx, { userId: user.id, sessionId: params.sessionId, now });
      return true;
    });
  });
  return codes;
}
