import type { PasskeyOptions } from '../../../../domain/second-factor/passkeys-api';
import type { SessionUser } from '../../../auth/session-user';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { isFactorAccount } from '../factor-account';
import { findSecondFactor } from '../queries';
import { optionsWithChallenge } from './ceremony-challenge';
import { requireFreshFactor } from './fresh-factor';
import { listPasskeys } from './queries';
import { CHALLENGE_TTL_MS, relyingParty } from './relying-party';
import { loadWebAuthn } from './webauthn';

/**
 * Options for a new passkey of the signed-in account. A discoverable credential (resident key), so that "Mit Passkey
 * anmelden" finds the account without an e-mail. An admin must have proven the factor just now (fresh-factor.ts);
 * enrolling a first factor is exactly this.
 */
export async function startPasskeyRegistration(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<PasskeyOptions> {
  await requireFreshFactor(ctx, user, sessionId);
  const rp = relyingParty(ctx.config);
  const existing = await listPasskeys(ctx.db, user.id);
  const { generateRegistrationOptions } = await loadWebAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
  });
  return optionsWithChallenge(ctx, { purpose: 'register', userId: user.id }, options);
}

/** An admin or trainer whose session still has to prove the factor it has: removing a passkey would get past it. */
export async function refuseUnverifiedFactorAccount(ctx: AppContext, user: SessionUser): Promise<void> {
  if (user.secondFactorVerified || !(await isFactorAccount(ctx, user))) return;
  if ((await findSecondFactor(ctx.db, user.id))?.enrolledAt)
    throw new AppError('SECOND_FACTOR_REQUIRED', 403);
}
