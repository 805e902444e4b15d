import type { AppContext } from '../../../context';
import { markSessionVerified } from '../queries';
import { verifyPasskeyAssertion } from './verify-passkey-assertion';

/** One of the admin's own factor passkeys signed our challenge: the session passes the second factor. */
export async function verifyPasskeyFactor(
  ctx: AppContext,
  params: { userId: string; sessionId: string; challengeId: string; response: { id: string } },
): Promise<void> {
  await verifyPasskeyAssertion(ctx, {
    challengeId: params.challengeId,
    response: params.response,
    purpose: 'second-factor',
    userId: params.userId,
  });
  await markSessionVerified(ctx.db, params.sessionId, ctx.clock.now());
}
