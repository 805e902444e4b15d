import type { Me } from '../../../domain/auth/me';
import type { SecondFactorStatus } from '../../../domain/second-factor/second-factor-api';
import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { countPasskeys, countUnusedRecoveryCodes, findSecondFactor } from './queries';

export async function secondFactorStatus(ctx: AppContext, user: SessionUser): Promise<SecondFactorStatus> {
  const row = await findSecondFactor(ctx.db, user.id);
  const state = !row?.enrolledAt ? 'enrol' : user.secondFactorVerified ? 'verified' : 'verify';
  const passkeys = await countPasskeys(ctx.db, user.id);
  return {
    state,
    totp: Boolean(row?.totpConfirmedAt),
    passkeys: passkeys.factors,
    unconfirmedPasskeys: passkeys.unconfirmed,
    recoveryCodesLeft: await countUnusedRecoveryCodes(ctx.db, user.id),
  };
}

/**
 * Where the web must send an admin whose session has not passed the factor (Me.secondFactor): one query, and only
 * for such a session; null for parents and for admins past the factor.
 */
export async function pendingSecondFactor(ctx: AppContext, user: SessionUser): Promise<Me['secondFactor']> {
  if (user.role !== 'admin' || user.secondFactorVerified) return null;
  const row = await findSecondFactor(ctx.db, user.id);
  return row?.enrolledAt ? 'verify' : 'enrol';
}
