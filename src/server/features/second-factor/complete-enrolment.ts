import { authSecret } from '../../auth/auth-secret';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { findSecondFactor, markEnrolled, markSessionVerified, replaceRecoveryCodes } from './queries';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

/**
 * A factor was just proven (a confirmed TOTP code, a registered passkey) in the caller's transaction: the session
 * passes, and an account enrolling for the first time is marked enrolled and gets its ten recovery codes (answered
 * here once, stored only as HMACs). An account already enrolled keeps its codes (the answer is empty).
 */
export async function completeEnrolment(
  ctx: AppContext,
  tx: DbOrTx,
  params: { userId: string; sessionId: string; now: Date },
): Promise<string[]> {
  const { userId, sessionId, now } = params;
  await markSessionVerified(tx, sessionId, now);
  const row = await findSecondFactor(tx, userId);
  if (row?.enrolledAt) return [];
  await markEnrolled(tx, userId, now);
  const codes = newRecoveryCodes();
  const secret = authSecret(ctx.config);
  await replaceRecoveryCodes(tx, {
    userId,
    hashes: codes.map((code) => recoveryCodeHash(secret, code.replace('-', ''))),
    now,
  });
  return codes;
}
