import type { TrainingCancellationResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { cancelTrainingIn } from './cancel-training';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

/** "Abmelden" in the participants panel: the parents' cancellation with its refund rule, acting as admin. */
export async function removeTrainingParticipant(
  ctx: AppContext,
  actor: Actor,
  { sessionId, childId }: { sessionId: string; childId: string },
): Promise<TrainingCancellationResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const result = await cancelTrainingIn(ctx, tx, { actor, sessionId, childId });
    // Issue 16: the freed seat goes to the first child on the waitlist, in this same transaction.
    await promoteFromWaitlist(ctx, tx, trainingWaitlist, sessionId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'training.participant_remove',
      subject: { type: 'training', id: sessionId },
      details: { childId, outcome: result.outcome, creditBack: result.creditBack },
      at: ctx.clock.now(),
    });
    return result;
  }).finally(() => forgetSharedTrainings(ctx.db));
}
