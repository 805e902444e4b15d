import { eq } from 'drizzle-orm';
import type { AdminTraining } from '../../../domain/trainings/admin-trainings-api';
import type { TrainingFormValues } from '../../../domain/trainings/training-form';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { assertTrainersExist } from '../trainers/queries';
import { activeChildIds, lockLiveSession, selectAdminTrainingsByIds } from './admin-queries';
import { sessionColumns, setSessionTrainers } from './session-values';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

/**
 * Changes a training. The capacity may not drop below the active registrations: the training's row is locked
 * exactly as a booking locks it (FOR NO KEY UPDATE), so a parent booking the last seat and an admin lowering the
 * capacity run one after the other and can never overbook together (docs/reliability.md promise 1).
 */
export async function updateTraining(
  ctx: AppContext,
  adminId: string,
  sessionId: string,
  values: TrainingFormValues,
): Promise<AdminTraining> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const before = await lockLiveSession(tx, sessionId);
    if (!before) throw notFound();
    const registered = (await activeChildIds(tx, sessionId)).length;
    if (values.capacity < registered) throw new AppError('CAPACITY_BELOW_BOOKINGS', 409, { registered });
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
