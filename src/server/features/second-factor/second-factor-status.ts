import type { SecondFactorStatus } from '../../../domain/second-factor/second-factor-api';
import type { AccountStanding, SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { selectTrainerOfAccount } from '../trainers/account-queries';
import { isFactorAccount } from './factor-account';
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
 * What /api/me and the sign-in answers say beside the profile: whether the account is a trainer (issue 29, read
 * now, never kept), and where the web must send an admin or trainer whose session has not passed the factor
 * (Me.secondFactor; null for parents and for sessions past the factor). No query when the session lookup read the
 * trainer flag (find-session.ts), one for the factor of such a session.
 */
export async function pendingSecondFactor(ctx: AppContext, user: SessionUser): Promise<AccountStanding> {
  const trainer = user.trainer ?? (await selectTrainerOfAccount(ctx.db, user.email)) !== undefined;
  if (!(await isFactorAccount(ctx, { ...user, trainer })) || user.secondFactorVerified)
    return { secondFactor: null, trainer };
  const row = await findSecondFactor(ctx.db, user.id);
  return { secondFactor: row?.enrolledAt ? 'verify' : 'enrol', trainer };
}
