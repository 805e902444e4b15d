import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { PasskeyRow } from '../../../domain/second-factor/passkeys-api';
import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { completeEnrolment } from '../second-factor/complete-enrolment';
import { toPasskeyRow } from './passkey-row';
import { insertPasskey, takeChallenge } from './queries';
import { relyingParty } from './relying-party';
import { refuseUnverifiedAdmin } from './start-passkey-registration';

const DEFAULT_NAME = 'Passkey';

/**
 * Checks the authenticator's answer to our challenge and stores the passkey. For an admin it is a second factor:
 * the session passes, and a first enrolment answers the ten recovery codes (shown once).
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
  await refuseUnverifiedAdmin(ctx, user);
  const now = ctx.clock.now();
  const challenge = await takeChallenge(ctx.db, {
    id: params.challengeId,
    purpose: 'register',
    userId: user.id,
    now,
  });
  if (!challenge) throw new AppError('PASSKEY_FAILED', 400);
  const rp = relyingParty(ctx.config);
  const verification = await verifyRegistrationResponse({
    response: params.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) throw new AppError('PASSKEY_FAILED', 400);
  const { credential } = verification.registrationInfo;
  return ctx.db.transaction(async (tx) => {
    const stored = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: params.name || DEFAULT_NAME,
      createdAt: now,
    });
    const recoveryCodes =
      user.role === 'admin'
        ? await completeEnrolment(ctx, tx, { userId: user.id, sessionId: params.sessionId, now })
        : [];
    return { passkey: toPasskeyRow(stored), recoveryCodes };
  });
}
