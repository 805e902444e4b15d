import { eq } from 'drizzle-orm';
import type { AdminTraining } from '../../../domain/trainings/admin-trainings-api';
import type { TrainingFormValues } from '../../../domain/trainings/training-form';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { lockForChange } from '../bookings/offer-changes';
import { trainingTables } from '../bookings/offer-tables';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { assertTrainersExist } from '../trainers/queries';
import { selectAdminTrainingsByIds } from './admin-queries';
import { sessionColumns, setSessionTrainers } from './session-values';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

/**
 * Changes a training, under the lock of its bookings and never below its registrations (lockForChange), and gives
 * a raised capacity to the waitlist.
 */
export async function updateTraining(
  ctx: AppContext,
  adminId: string,
  sessionId: string,
  values: TrainingFormValues,
): Promise<AdminTraining> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const before = await lockForChange(tx, trainingTables, sessionId, values.capacity);
    await assertTrainersExist(tx, values.trainerIds);

    const columns = sessionColumns(values);
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
      (key) => String(before[key]) !== String(columns[key]),
    );
    await tx
      .update(sessions)
      .set({ ...columns, updatedAt: now })
      .where(eq(sessions.id, sessionId));
    await setSessionTrainers(tx, sessionId, values.trainerIds);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'training.update',
      subject: { type: 'training', id: sessionId },
      details: { title: values.title, changed, trainerIds: values.trainerIds },
      at: now,
    });
    // Issue 16: a raised capacity goes to the waitlist first, in this same transaction.
    await promoteFromWaitlist(ctx, tx, trainingWaitlist, sessionId);
    const [training] = await selectAdminTrainingsByIds(tx, [sessionId]);
    if (!training) throw notFound();
    return training;
  }).finally(() => forgetSharedTrainings(ctx.db));
}
