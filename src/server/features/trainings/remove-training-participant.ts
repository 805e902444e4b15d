import type { TrainingCancellationResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import type { Actor } from '../bookings/actor';
import { removeParticipant } from '../bookings/participant-changes';
import { cancelTrainingIn } from './cancel-training';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingWaitlist } from './training-waitlist';

/** "Abmelden" in the participants panel: the parents' cancellation with its refund rule, acting as admin. */
export async function removeTrainingParticipant(
  ctx: AppContext,
  actor: Actor,
  { sessionId, childId }: { sessionId: string; childId: string },
): Promise<TrainingCancellationResponse> {
  return removeParticipant(
    ctx,
    actor,
    { kind: 'training', offerId: sessionId, childId },
    trainingWaitlist,
    (tx) => cancelTrainingIn(ctx, tx, { actor, sessionId, childId }),
    (result) => ({ outcome: result.outcome, creditBack: result.creditBack }),
  ).finally(() => forgetSharedTrainings(ctx.db));
}
