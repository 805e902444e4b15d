import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { recordAudit } from '../audit/record-audit';
import { adminAudited, adminName } from './admin-audit';
import { findAdministrator } from './administrators-queries';
import { factorResetMail } from './factor-mails';
import { deleteSecondFactor } from './queries';

/**
 * Another admin lost their factor: it is removed (TOTP, passkeys, recovery codes) and every session of theirs ends,
 * audited and mailed to them in the same transaction; they enrol again at their next sign-in. Nobody resets their
 * own: an attacker holding only an admin's mailbox must not get past the factor by resetting it.
 */
export async function resetSecondFactor(
  ctx: AppContext,
  params: { actor: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>; adminId: string },
): Promise<void> {
  const { actor } = params;
  if (actor.id === params.adminId) throw new AppError('SECOND_FACTOR_OWN_RESET', 403);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const admin = await findAdministrator(tx, params.adminId);
    if (!admin) throw notFound();
    await deleteSecondFactor(tx, admin.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'admin.second_factor_reset',
      ...adminAudited(admin),
      at: now,
    });
    const mail = factorResetMail(ctx.config, { to: admin.email, byName: adminName(actor), at: now });
    await enqueueMail(ctx.jobs, mail, { tx });
  });
}
