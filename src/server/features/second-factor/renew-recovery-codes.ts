import { authSecret } from '../../auth/auth-secret';
import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { recordAudit } from '../audit/record-audit';
import { adminAudited } from './admin-audit';
import { recoveryCodesRenewedMail } from './factor-mails';
import { findSecondFactor, replaceRecoveryCodes } from './queries';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

/** Ten new recovery codes for the account in place of all its earlier ones; answered once, stored only as HMACs. */
export async function issueRecoveryCodes(
  ctx: AppContext,
  tx: DbOrTx,
  params: { userId: string; now: Date },
): Promise<string[]> {
  const codes = newRecoveryCodes();
  const secret = authSecret(ctx.config);
  await replaceRecoveryCodes(tx, {
    userId: params.userId,
    hashes: codes.map((code) => recoveryCodeHash(secret, code.replace('-', ''))),
    now: params.now,
  });
  return codes;
}

/**
 * An admin whose session has passed the factor replaces their recovery codes (few left, or the printout lost): the
 * earlier ones, used or not, stop working in the same transaction, which the audit log records and a mail to the
 * account tells its owner (whoever holds the session without the mailbox cannot hide it). A session that has
 * not passed the factor may not: whoever holds only the mailbox must not mint codes that pass it.
 */
export async function renewRecoveryCodes(ctx: AppContext, user: SessionUser): Promise<string[]> {
  if (!user.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED', 403);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const factor = await findSecondFactor(tx, user.id);
    if (!factor?.enrolledAt) throw new AppError('SECOND_FACTOR_NOT_STARTED', 409);
    const codes = await issueRecoveryCodes(ctx, tx, { userId: user.id, now });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'admin.recovery_codes_renew',
      ...adminAudited(user),
      at: now,
    });
    await enqueueMail(ctx.jobs, recoveryCodesRenewedMail(ctx.config, { to: user.email, at: now }), { tx });
    return codes;
  });
}
