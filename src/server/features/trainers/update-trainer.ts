import type { TrainerUpdateValues } from '../../../domain/trainers/trainer-form';
import type { AdminTrainer } from '../../../domain/trainers/trainers-api';
import type { AppContext } from '../../context';
import { ahvColumnsFor } from '../../crypto/ahv-columns';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { lockTrainer, updateTrainerRow } from './queries';
import { toAdminTrainer } from './trainer-view';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'active'] as const;

/** An absent or unchanged masked AHV keeps the stored number. The audit row names what changed, never a value of the AHV. */
export async function updateTrainer(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  adminId: string,
  trainerId: string,
  values: TrainerUpdateValues,
): Promise<AdminTrainer> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await lockTrainer(tx, trainerId);
    if (!before) throw notFound();
    const { ahv, ...fields } = values;
    const changed: string[] = FIELDS.filter((field) => before[field] !== fields[field]);
    if (ahv !== undefined) changed.push('ahv');
    const row = await updateTrainerRow(tx, {
      id: trainerId,
      values: { ...fields, ...(ahv === undefined ? {} : ahvColumnsFor(ctx.ahv, ahv)), updatedAt: now },
    });
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'trainer.update',
      subject: { type: 'trainer', id: trainerId },
      details: { changed },
      at: now,
    });
    return toAdminTrainer(row);
  });
}
