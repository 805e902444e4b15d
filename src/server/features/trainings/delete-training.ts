import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../../domain/time';
import type { DeleteTrainingResponse } from '../../../domain/trainings/admin-trainings-api';
import type { AppContext } from '../../context';
import { FOREIGN_KEY_VIOLATION, pgError } from '../../db/pg-error';
import { sessions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { clearQueue } from '../bookings/waitlist-queries';
import { activeChildIds, lockLiveSession } from './admin-queries';
import { cancelTrainingIn } from './cancel-training';
import { forgetSharedTrainings } from './shared-trainings';

/**
 * Deletes a training. With active registrations it is refused unless the admin confirmed cancelling them: then each
 * is cancelled through the parents' own cancellation (its refund rule, the parent's mail) in the same transaction.
 * A training nothing refers to is removed; one with history (cancelled registrations, payments, credits) is marked
 * deleted instead, so the money records keep the training they name.
 */
export async function deleteTraining(
  ctx: AppContext,
  actor: Actor,
  { sessionId, cancelBookings }: { sessionId: string; cancelBookings: boolean },
): Promise<DeleteTrainingResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const session = await lockLiveSession(tx, sessionId);
    if (!session) throw notFound();
    const booked = await activeChildIds(tx, sessionId);
    if (booked.length > 0 && !cancelBookings) {
      throw new AppError('TRAINING_HAS_BOOKINGS', 409, { registrations: booked.length });
    }
    for (const childId of booked) {
      await cancelTrainingIn(ctx, tx, { actor, sessionId, childId, waiveLateFee: true });
    }
    // Issue 16: nobody waits for a deleted offer.
    await clearQueue(tx, { kind: 'training', offerId: sessionId });

    let kept = false;
    try {
      await tx.transaction((savepoint) => savepoint.delete(sessions).where(eq(sessions.id, sessionId)));
    } catch (err) {
      if (pgError(err)?.code !== FOREIGN_KEY_VIOLATION) throw err;
      kept = true;
      await tx.update(sessions).set({ deletedAt: now, updatedAt: now }).where(eq(sessions.id, sessionId));
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'training.delete',
      subject: { type: 'training', id: sessionId },
      details: {
        title: session.title,
        startsAt: formatDateTime(session.startsAt),
        cancelledRegistrations: booked.length,
        keptForHistory: kept,
      },
      at: now,
    });
    return { cancelledRegistrations: booked.length };
  }).finally(() => forgetSharedTrainings(ctx.db));
}
