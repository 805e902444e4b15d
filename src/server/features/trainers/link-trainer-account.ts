import type { TrainerAccountRequest } from '../../../domain/trainers/trainer-account';
import type { AdminTrainer } from '../../../domain/trainers/trainers-api';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { recordAudit } from '../audit/record-audit';
import { accountExists, endSessionsOfAccount, selectOtherTrainerOfEmail } from './account-queries';
import { trainerInvitationMail } from './invitation-mail';
import { lockTrainer, updateTrainerRow } from './queries';
import { toAdminTrainer } from './trainer-view';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config' | 'clock'>;

/**
 * Links the trainer to the account of `email` (decision 050). An invitation mails the sign-in link in the same
 * transaction (the account is made at the first sign-in, as for a parent); a link without a mail needs the account
 * to exist. One address belongs to one trainer. The trainer area opens only after the second factor, and the
 * account's older sessions end with a new link.
 */
export async function linkTrainerAccount(
  ctx: Ctx,
  adminId: string,
  trainerId: string,
  { email, invite }: TrainerAccountRequest,
): Promise<AdminTrainer> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await lockTrainer(tx, trainerId);
    if (!before) throw notFound();
    if (await selectOtherTrainerOfEmail(tx, email, trainerId))
      throw new AppError('TRAINER_ACCOUNT_TAKEN', 409);
    if (!invite && !(await accountExists(tx, email))) throw new AppError('TRAINER_NO_ACCOUNT', 409);
    const keptInvitation = before.accountEmail === email ? before.invitedAt : null;
    const row = await updateTrainerRow(tx, {
      id: trainerId,
      values: { accountEmail: email, invitedAt: invite ? now : keptInvitation, updatedAt: now },
    });
    if (!row) throw notFound();
    if (before.accountEmail !== email) await endSessionsOfAccount(tx, email);
    if (invite) {
      await enqueueMail(ctx.jobs, trainerInvitationMail(ctx.config, { to: email, trainer: row }), { tx });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: invite ? 'trainer.account_invite' : 'trainer.account_link',
      subject: { type: 'trainer', id: trainerId },
      details: { email, previous: before.accountEmail },
      at: now,
    });
    return toAdminTrainer(row);
  });
}

/** The trainer signs in as a parent again: the trainer area closes at the account's next request. */
export async function unlinkTrainerAccount(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  trainerId: string,
): Promise<AdminTrainer> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await lockTrainer(tx, trainerId);
    if (!before) throw notFound();
    const row = await updateTrainerRow(tx, {
      id: trainerId,
      values: { accountEmail: null, invitedAt: null, updatedAt: now },
    });
    if (!row) throw notFound();
    if (before.accountEmail !== null) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'trainer.account_unlink',
        subject: { type: 'trainer', id: trainerId },
        details: { email: before.accountEmail },
        at: now,
      });
    }
    return toAdminTrainer(row);
  });
}
