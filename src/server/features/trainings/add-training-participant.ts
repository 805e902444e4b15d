import type { AddParticipantResponse } from '../../../domain/bookings/admin-participants';
import type { AnswerSet } from '../../../domain/questions/questions';
import type { AppContext } from '../../context';
import type { Actor } from '../bookings/actor';
import { addParticipant } from '../bookings/participant-changes';
import { bookTrainingIn } from './book-training';
import { forgetSharedTrainings } from './shared-trainings';

/**
 * "+ Kind": the admin books a child through the parents' own booking (seat under the row lock, open payment, the
 * family's credit used at once when it has some, the parent's mail); a full training is refused like a parent's.
 */
export async function addTrainingParticipant(
  ctx: AppContext,
  actor: Actor,
  { sessionId, childId, answers }: { sessionId: string; childId: string; answers?: AnswerSet },
): Promise<AddParticipantResponse> {
  return addParticipant(
    ctx,
    actor,
    { kind: 'training', offerId: sessionId, childId },
    (tx) =>
      bookTrainingIn(ctx, tx, {
        actor,
        sessionId,
        childIds: [childId],
        answers: answers && { [childId]: answers },
      }),
    ({ payment, creditUsed }) => ({ paymentId: payment.id, creditUsed }),
  ).finally(() => forgetSharedTrainings(ctx.db));
}
