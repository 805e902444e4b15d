import type { AddParticipantResponse } from '../../../domain/bookings/admin-participants';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { bookCampIn } from './book-camp';

/**
 * "+ Kind": the admin registers a child through the parents' own camp booking (the place under the camp's row
 * lock, an open camp payment, the parent's confirmation and the provider's notice); a full camp is refused like a
 * parent's booking. Camps are never paid with credit.
 */
export async function addCampParticipant(
  ctx: AppContext,
  actor: Actor,
  { campId, childId }: { campId: string; childId: string },
): Promise<AddParticipantResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const { registrations } = await bookCampIn(ctx, tx, { actor, campId, childIds: [childId] });
    const [registration] = registrations;
    if (!registration) throw new Error('booking returned no registration');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'camp.participant_add',
      subject: { type: 'camp', id: campId },
      details: { childId, paymentId: registration.payment.id },
      at: ctx.clock.now(),
    });
    return { payment: registration.payment, creditUsed: false };
  });
}
