import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { guardedFactorCheck } from './guarded-check';
import { claimTotpStep, findSecondFactor, markSessionVerified } from './queries';
import { matchingTotpStep, totpFor } from './totp';

/** A code from the admin's app passes this session: right, within ±1 step, and not used before. */
export async function verifyTotp(
  ctx: AppContext,
  params: { userId: string; email: string; sessionId: string; code: string },
): Promise<void> {
  const row = await findSecondFactor(ctx.db, params.userId);
  if (!row?.totpConfirmedAt || !row.totpSecretEncrypted) throw new AppError('SECOND_FACTOR_NOT_STARTED', 409);
  const totp = totpFor(ctx.ahv.decrypt(row.totpSecretEncrypted), params.email, ctx.config.PROVIDER_NAME);
  const now = ctx.clock.now();
  await guardedFactorCheck(ctx, { id: params.userId, email: params.email }, async () => {
    const step = matchingTotpStep(totp, params.code, now, row.totpLastStep);
    if (step === undefined) return false;
    return ctx.db.transaction(async (tx) => {
      if (!(await claimTotpStep(tx, { userId: params.userId, step, now, confirm: false }))) return false;
      await markSessionVerified(tx, params.sessionId, now);
      return true;
    });
  });
}
