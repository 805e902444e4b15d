import type { PasskeyOptions, PasskeyRow } from '../../../../domain/second-factor/passkeys-api';
import type { SessionUser } from '../../../auth/session-user';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { completeEnrolment } from '../complete-enrolment';
import { requireFreshFactor } from './fresh-factor';
import { tellPasskeyAdded } from './passkey-added';
import { toPasskeyRow } from './passkey-row';
import { markPasskeyAdminFactor } from './queries';
import { startPasskeyAuthentication } from './start-passkey-authentication';
import { verifyPasskeyAssertion } from './verify-passkey-assertion';

// A passkey the account had before it became an admin is no second factor (decision 036): whoever held the parent
// session then may have added it. The admin confirms it by proving it in a session that passed the factor just
// now, or, with no factor yet, as the enrolment (no weaker than registering a new passkey there). Audited and mailed
// like a new passkey.

export async function startPasskeyConfirmation(
  ctx: AppContext,
  user: SessionUser,
  sessionId: string,
): Promise<PasskeyOptions> {
  await requireFreshFactor(ctx, user, sessionId);
  return startPasskeyAuthentication(ctx, { purpose: 'confirm', userId: user.id });
}

export async function confirmPasskeyFactor(
  ctx: AppContext,
  params: { user: SessionUser; sessionId: string; challengeId: string; response: { id: string } },
): Promise<{ passkey: PasskeyRow; recoveryCodes: string[] }> {
  const { user, sessionId } = params;
  await requireFreshFactor(ctx, user, sessionId);
  const passkey = await verifyPasskeyAssertion(ctx, {
    challengeId: params.challengeId,
    response: params.response,
    purpose: 'confirm',
    userId: user.id,
  });
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const confirmed = await markPasskeyAdminFactor(tx, { id: passkey.id, userId: user.id, now });
    if (!confirmed) throw new AppError('PASSKEY_UNKNOWN', 400);
    const recoveryCodes = await completeEnrolment(ctx, tx, { userId: user.id, sessionId, now });
    await tellPasskeyAdded(ctx, tx, { user, passkeyName: confirmed.name, now, confirmed: true });
    return { passkey: toPasskeyRow(confirmed), recoveryCodes };
  });
}
