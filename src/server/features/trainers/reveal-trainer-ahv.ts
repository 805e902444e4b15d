import { AHV_LENGTH, formatAhv } from '../../../domain/ahv';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { lockTrainer } from './queries';

/**
 * The trainer's full AHV number for an admin (docs/reliability.md promise 3): decrypted only here, and the
 * reveal is written to the audit log in the same transaction, so no number leaves the server unrecorded.
 */
export async function revealTrainerAhv(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  adminId: string,
  trainerId: string,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const trainer = await lockTrainer(tx, trainerId);
    if (!trainer) throw notFound();
    if (!trainer.ahvEncrypted) throw new AppError('AHV_NOT_STORED', 404);
    const digits = ctx.ahv.decrypt(trainer.ahvEncrypted);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'trainer.ahv_reveal',
      subject: { type: 'trainer', id: trainerId },
      details: { whose: personName(trainer) },
      at: ctx.clock.now(),
    });
    return digits.length === AHV_LENGTH ? formatAhv(digits) : digits;
  });
}
