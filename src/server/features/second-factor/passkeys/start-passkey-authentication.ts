import type { PasskeyOptions } from '../../../../domain/second-factor/passkeys-api';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { type AssertionPurpose, fitsPurpose } from './assertion-purpose';
import { optionsWithChallenge } from './ceremony-challenge';
import { listPasskeys } from './queries';
import { CHALLENGE_TTL_MS, relyingParty } from './relying-party';
import { loadWebAuthn } from './webauthn';

/**
 * Options to prove a passkey: one of the admin's factors (`second-factor`), one of the admin's passkeys that is no
 * factor yet (`confirm`), or any of this site's for a sign-in (no user: the browser offers the discoverable
 * passkeys it has, and the answer names the account). A sign-in asks for user verification (fingerprint, face,
 * PIN): possession and that make it a sign-in without the mail.
 */
export async function startPasskeyAuthentication(
  ctx: AppContext,
  params: { purpose: 'sign-in' } | { purpose: Exclude<AssertionPurpose, 'sign-in'>; userId: string },
): Promise<PasskeyOptions> {
  const rp = relyingParty(ctx.config);
  const userId = params.purpose === 'sign-in' ? null : params.userId;
  const allowCredentials = userId
    ? (await listPasskeys(ctx.db, userId))
        .filter((p) => fitsPurpose(p, params.purpose))
        .map((p) => ({ id: p.credentialId, transports: p.transports }))
    : [];
  if (userId && allowCredentials.length === 0) throw new AppError('PASSKEY_UNKNOWN', 409);
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials,
    userVerification: userId ? 'preferred' : 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  return optionsWithChallenge(ctx, { purpose: params.purpose, userId }, options);
}
