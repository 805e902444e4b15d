import { trainingPolicy } from '../../../domain/bookings/offer-policy';
import { formatDateTime } from '../../../domain/time';
import type { DeleteTrainingResponse } from '../../../domain/trainings/admin-trainings-api';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { deleteOffer } from '../bookings/offer-changes';
import { trainingTables } from '../bookings/offer-tables';
import { cancelTrainingIn } from './cancel-training';
import { forgetSharedTrainings } from './shared-trainings';

/**
 * Deletes a training (bookings/offer-changes.ts): its active registrations, once the admin confirmed, each cancelled
 * through the parents' own cancellation without the late fee (the provider cancels), with the admin's audit row.
 */
export async function deleteTraining(
  ctx: AppContext,
  actor: Actor,
  { sessionId, cancelBookings }: { sessionId: string; cancelBookings: boolean },
): Promise<DeleteTrainingResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const {
      offer: session,
      cancelled,
      kept,
    } = await deleteOffer(
      tx,
      trainingTables,
      trainingPolicy,
      { offerId: sessionId, cancelBookings, now },
      { cancel: (childId) => cancelTrainingIn(ctx, tx, { actor, sessionId, childId, waiveLateFee: true }) },
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'training.delete',
      subject: { type: 'training', id: sessionId },
      details: {
        title: session.title,
        startsAt: formatDateTime(session.startsAt),
        cancelledRegistrations: cancelled,
        keptForHistory: kept,
      },
      at: now,
    });
    return { cancelledRegistrations: cancelled };
  }).finally(() => forgetSharedTrainings(ctx.db));
}
