import type { PasskeyRow } from '../../../../domain/second-factor/passkeys-api';
import type { SessionUser } from '../../../auth/session-user';
import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../errors';
import { isFactorAccount } from '../factor-account';
import { findSecondFactor } from '../queries';
import { toPasskeyRow } from './passkey-row';
import { deletePasskey, listPasskeys } from './queries';
import { refuseUnverifiedFactorAccount } from './start-passkey-registration';

export async function listOwnPasskeys(ctx: AppContext, userId: string): Promise<PasskeyRow[]> {
  return (await listPasskeys(ctx.db, userId)).map(toPasskeyRow);
}

/**
 * Removes one of the caller's passkeys. An admin or trainer keeps at least one factor: the last factor passkey of an admin
 * without a TOTP app stays (the reset by another admin is the way out of a lost one).
 */
export async function removeOwnPasskey(ctx: AppContext, user: SessionUser, passkeyId: string): Promise<void> {
  await refuseUnverifiedFactorAccount(ctx, user);
  const own = await listPasskeys(ctx.db, user.id);
  const target = own.find((p) => p.id === passkeyId);
  if (!target) throw notFound();
  const factors = own.filter((p) => p.adminFactorAt !== null);
  if (target.adminFactorAt && factors.length === 1 && (await isFactorAccount(ctx, user))) {
    const factor = await findSecondFactor(ctx.db, user.id);
    if (factor?.enrolledAt && !factor.totpConfirmedAt) throw new AppError('PASSKEY_LAST', 409);
  }
  if (!(await deletePasskey(ctx.db, { userId: user.id, id: passkeyId }))) throw notFound();
}
