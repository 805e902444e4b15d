import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findPasskeyByCredentialId, type PasskeyRecord, recordPasskeyUse, takeChallenge } from './queries';
import { relyingParty } from './relying-party';

/**
 * Checks a passkey's signature over our challenge: the challenge is spent, the passkey must exist (and belong to
 * `userId` for the second factor), its counter moves on. Answers the passkey that signed.
 */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  params: { challengeId: string; response: { id: string }; userId: string | null },
): Promise<PasskeyRecord> {
  const now = ctx.clock.now();
  const challenge = await takeChallenge(ctx.db, {
    id: params.challengeId,
    purpose: params.userId ? 'second-factor' : 'sign-in',
    userId: params.userId,
    now,
  });
  if (!challenge) throw new AppError('PASSKEY_FAILED', 400);
  const passkey = await findPasskeyByCredentialId(ctx.db, params.response.id);
  if (!passkey || (params.userId && passkey.userId !== params.userId))
    throw new AppError('PASSKEY_UNKNOWN', 400);
  const rp = relyingParty(ctx.config);
  const verification = await verifyAuthenticationResponse({
    response: params.response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: params.userId === null,
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
