import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyRow } from '../../../../domain/second-factor/passkeys-api';
import type { SessionUser } from '../../../auth/session-user';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { completeEnrolment } from '../complete-enrolment';
import { isFactorAccount } from '../factor-account';
import { spendChallenge } from './ceremony-challenge';
import { requireFreshFactor } from './fresh-factor';
import { tellPasskeyAdded } from './passkey-added';
import { toPasskeyRow } from './passkey-row';
import { insertPasskey } from './queries';
import { loadWebAuthn } from './webauthn';

const DEFAULT_NAME = 'Passkey';

/**
 * Checks the authenticator's answer to our challenge and stores the passkey, mailed to the owner in the same
 * transaction. For an admin or a trainer (past the factor just now, or enrolling) it is a second factor: the
 * session passes, and a first enrolment answers the ten recovery codes (shown once). A parent's passkey is none,
 * also after the account becomes an admin's or a trainer's.
 */
export async function finishPasskeyRegistration(
  ctx: AppContext,
  params: {
    user: SessionUser;
    sessionId: string;
    challengeId: string;
    response: unknown;
    name?: string | undefined;
  },
): Promise<{ passkey: PasskeyRow; recoveryCodes: string[] }> {
  const { user } = params;
  await requireFreshFactor(ctx, user, params.sessionId);
  const now = ctx.clock.now();
  const expected = await spendChallenge(ctx, {
    id: params.challengeId,
    purpose: 'register',
    userId: user.id,
    now,
  });
  const { verifyRegistrationResponse } = await loadWebAuthn();
  const verification = await verifyRegistrationResponse({
    response: params.response as RegistrationResponseJSON,
    ...expected,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) throw new AppError('PASSKEY_FAILED', 400);
  const { credential } = verification.registrationInfo;
  // An admin's or trainer's passkey is their factor (the check above let only a session past it, or an enrolment).
  const factor = await isFactorAccount(ctx, user);
  return ctx.db.transaction(async (tx) => {
    const stored = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: params.name || DEFAULT_NAME,
      createdAt: now,
      adminFactorAt: factor ? now : null,
    });
    const recoveryCodes = factor
      ? await completeEnrolment(ctx, tx, { userId: user.id, sessionId: params.sessionId, now })
      : [];
    await tellPasskeyAdded(ctx, tx, { user, passkeyName: stored.name, now, confirmed: false });
    return { passkey: toPasskeyRow(stored), recoveryCodes };
  });
}
