import { formatDateTime } from '../../../domain/time';
import type { AdminTraining } from '../../../domain/trainings/admin-trainings-api';
import type { TrainingCreateValues } from '../../../domain/trainings/training-form';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { assertTrainersExist } from '../trainers/queries';
import { selectAdminTrainingsByIds } from './admin-queries';
import { sessionColumns, setSessionTrainers } from './session-values';
import { forgetSharedTrainings } from './shared-trainings';

/**
 * Creates the training, or a weekly series of it (`weeks` trainings, each seven calendar days after the one
 * before, at the same Zurich wall-clock time across DST switches), with its trainers, in one transaction.
 */
export async function createTrainings(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  { weeks, trainerIds, ...values }: TrainingCreateValues,
): Promise<AdminTraining[]> {
  return ctx.db
    .transaction(async (tx) => {
      const now = ctx.clock.now();
      await assertTrainersExist(tx, trainerIds);
      const ids: string[] = [];
      for (let week = 0; week < weeks; week++) {
        const [row] = await tx
          .insert(sessions)
          .values({ ...sessionColumns({ ...values, trainerIds }, week), createdAt: now, updatedAt: now })
          .returning({ id: sessions.id, startsAt: sessions.startsAt });
        if (!row) throw new Error('training insert returned no row');
        await setSessionTrainers(tx, row.id, trainerIds);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'training.create',
          subject: { type: 'training', id: row.id },
          details: {
            title: values.title,
            startsAt: formatDateTime(row.startsAt),
            ...(weeks > 1 ? { series: { week: week + 1, of: weeks } } : {}),
          },
          at: now,
        });
        ids.push(row.id);
      }
      return selectAdminTrainingsByIds(tx, ids);
    })
    .finally(() => forgetSharedTrainings(ctx.db));
}
