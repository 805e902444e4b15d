import type { TrainerFormValues } from '../../../domain/trainers/trainer-form';
import type { AdminTrainer } from '../../../domain/trainers/trainers-api';
import type { AppContext } from '../../context';
import { ahvColumnsFor } from '../../crypto/ahv-columns';
import { recordAudit } from '../audit/record-audit';
import { insertTrainer } from './queries';
import { toAdminTrainer } from './trainer-view';

export async function createTrainer(
  ctx: Pick<AppContext, 'db' | 'ahv' | 'clock'>,
  adminId: string,
  values: TrainerFormValues,
): Promise<AdminTrainer> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { ahv, ...fields } = values;
    const row = await insertTrainer(tx, {
      ...fields,
      ...ahvColumnsFor(ctx.ahv, ahv),
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'trainer.create',
      subject: { type: 'trainer', id: row.id },
      details: { firstName: row.firstName, lastName: row.lastName },
      at: now,
    });
    return toAdminTrainer(row);
  });
}
