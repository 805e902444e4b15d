import { authSecret } from '../../auth/auth-secret';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { guardedFactorCheck } from './guarded-check';
import { findSecondFactor, markSessionVerified, spendRecoveryCode } from './queries';
import { normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes';

/** A recovery code passes this session once: it is spent in the same transaction. */
export async function useRecoveryCode(
  ctx: AppContext,
  params: { userId: string; email: string; sessionId: string; code: string },
): Promise<void> {
  const row = await findSecondFactor(ctx.db, params.userId);
  if (!row?.enrolledAt) throw new AppError('SECOND_FACTOR_NOT_STARTED', 409);
  const normalised = normaliseRecoveryCode(params.code);
  const hash = normalised && recoveryCodeHash(authSecret(ctx.config), normalised);
  const now = ctx.clock.now();
  await guardedFactorCheck(ctx, { id: params.userId, email: params.email }, async () => {
    if (!hash) return false;
    return ctx.db.transaction(async (tx) => {
      if (!(await spendRecoveryCode(tx, { userId: params.userId, hash, now }))) return false;
      await markSessionVerified(tx, params.sessionId, now);
      return true;
    });
  });
}
