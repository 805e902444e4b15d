import type { AddParticipantResponse } from '../../../domain/bookings/admin-participants';
import type { AnswerSet } from '../../../domain/questions/questions';
import type { AppContext } from '../../context';
import type { Actor } from '../bookings/actor';
import { addParticipant } from '../bookings/participant-changes';
import { bookCampIn } from './book-camp';

/**
 * "+ Kind": the admin registers a child through the parents' own camp booking (the place under the camp's row
 * lock, an open camp payment, the parent's confirmation and the provider's notice); a full camp is refused like a
 * parent's booking. Camps are never paid with credit when booked.
 */
export async function addCampParticipant(
  ctx: AppContext,
  actor: Actor,
  { campId, childId, answers }: { campId: string; childId: string; answers?: AnswerSet },
): Promise<AddParticipantResponse> {
  return addParticipant(
    ctx,
    actor,
    { kind: 'camp', offerId: campId, childId },
    (tx) =>
      bookCampIn(ctx, tx, { actor, campId, childIds: [childId], answers: answers && { [childId]: answers } }),
    ({ payment }) => ({ paymentId: payment.id }),
  );
}
