import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { type AssertionPurpose, fitsPurpose } from './assertion-purpose';
import { spendChallenge } from './ceremony-challenge';
import { findPasskeyByCredentialId, type PasskeyRecord, recordPasskeyUse } from './queries';
import { loadWebAuthn } from './webauthn';

/**
 * Checks a passkey's signature over our challenge: the challenge is spent, the passkey must exist (and, for an
 * admin's own ceremony, belong to `userId` and fit the purpose: assertion-purpose.ts), its counter moves on.
 * Answers the passkey that signed.
 */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  params: { challengeId: string; response: { id: string } } & (
    | { purpose: 'sign-in' }
    | { purpose: Exclude<AssertionPurpose, 'sign-in'>; userId: string }
  ),
): Promise<PasskeyRecord> {
  const now = ctx.clock.now();
  const userId = params.purpose === 'sign-in' ? null : params.userId;
  const expected = await spendChallenge(ctx, {
    id: params.challengeId,
    purpose: params.purpose,
    userId,
    now,
  });
  const passkey = await findPasskeyByCredentialId(ctx.db, params.response.id);
  if (!passkey || (userId && passkey.userId !== userId) || !fitsPurpose(passkey, params.purpose))
    throw new AppError('PASSKEY_UNKNOWN', 400);
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  const verification = await verifyAuthenticationResponse({
    response: params.response as AuthenticationResponseJSON,
    ...expected,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: params.purpose === 'sign-in',
  }).catch(() => undefined);
  if (!verification?.verified) throw new AppError('PASSKEY_FAILED', 400);
  const used = await recordPasskeyUse(ctx.db, {
    id: passkey.id,
    previousCounter: passkey.counter,
    newCounter: verification.authenticationInfo.newCounter,
    now,
  });
  if (!used) throw new AppError('PASSKEY_FAILED', 400);
  return passkey;
}
