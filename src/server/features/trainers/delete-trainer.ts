import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { deleteTrainerRow } from './queries';

/** Deletes the trainer; the trainings they were assigned to keep their other trainers. */
export async function deleteTrainer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  trainerId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await deleteTrainerRow(tx, trainerId);
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'trainer.delete',
      subject: { type: 'trainer', id: trainerId },
      details: { firstName: row.firstName, lastName: row.lastName },
      at: now,
    });
  });
}
