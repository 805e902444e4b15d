import type { CampCancellationResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { inRetriedTransaction } from '../bookings/transaction';
import { cancelCampIn } from './cancel-camp';

/** "Abmelden" in the participants panel: the parents' camp cancellation with its refund rule, acting as admin. */
export async function removeCampParticipant(
  ctx: AppContext,
  actor: Actor,
  { campId, childId }: { campId: string; childId: string },
): Promise<CampCancellationResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const result = await cancelCampIn(ctx, tx, { actor, campId, childId });
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
