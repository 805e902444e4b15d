import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { PasskeyOptions } from '../../../domain/second-factor/passkeys-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { listPasskeys, storeChallenge } from './queries';
import { CHALLENGE_TTL_MS, relyingParty } from './relying-party';

/**
 * Options to prove a passkey: the admin's own for the second factor (`userId`), or any of this site's for a sign-in
 * (no user: the browser offers the discoverable passkeys it has, and the answer names the account). A sign-in asks
 * for user verification (fingerprint, face, PIN): possession and that make it a sign-in without the mail.
 */
export async function startPasskeyAuthentication(
  ctx: AppContext,
  params: { userId: string | null },
): Promise<PasskeyOptions> {
  const rp = relyingParty(ctx.config);
  const allowCredentials = params.userId
    ? (await listPasskeys(ctx.db, params.userId)).map((p) => ({
        id: p.credentialId,
        transports: p.transports,
      }))
    : [];
  if (params.userId && allowCredentials.length === 0) throw new AppError('PASSKEY_UNKNOWN', 409);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials,
    userVerification: params.userId ? 'preferred' : 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  const now = ctx.clock.now();
  const challengeId = await storeChallenge(ctx.db, {
    userId: params.userId,
    purpose: params.userId ? 'second-factor' : 'sign-in',
    challenge: options.challenge,
    now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}
