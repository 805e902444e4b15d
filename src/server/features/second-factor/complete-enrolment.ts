import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { findSecondFactor, markEnrolled, markSessionVerified } from './queries';
import { issueRecoveryCodes } from './renew-recovery-codes';

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
  return issueRecoveryCodes(ctx, tx, { userId, now });
}
