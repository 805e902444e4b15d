import type { CampCancellationResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { campWaitlist } from './camp-waitlist';
import { cancelCampIn } from './cancel-camp';

/** "Abmelden" in the participants panel: the parents' camp cancellation with its refund rule, acting as admin. */
export async function removeCampParticipant(
  ctx: AppContext,
  actor: Actor,
  { campId, childId }: { campId: string; childId: string },
): Promise<CampCancellationResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const result = await cancelCampIn(ctx, tx, { actor, campId, childId });
    // Issue 16: the freed place goes to the first child on the waitlist, in this same transaction.
    await promoteFromWaitlist(ctx, tx, campWaitlist, campId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'camp.participant_remove',
      subject: { type: 'camp', id: campId },
      details: { childId, refundCents: result.refundCents, feeCents: result.feeCents },
      at: ctx.clock.now(),
    });
    return result;
  });
}
