import type { CampCancellationResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import type { Actor } from '../bookings/actor';
import { removeParticipant } from '../bookings/participant-changes';
import { campWaitlist } from './camp-waitlist';
import { cancelCampIn } from './cancel-camp';

/** "Abmelden" in the participants panel: the parents' camp cancellation with its refund rule, acting as admin. */
export async function removeCampParticipant(
  ctx: AppContext,
  actor: Actor,
  { campId, childId }: { campId: string; childId: string },
): Promise<CampCancellationResponse> {
  return removeParticipant(
    ctx,
    actor,
    { kind: 'camp', offerId: campId, childId },
    campWaitlist,
    (tx) => cancelCampIn(ctx, tx, { actor, campId, childId }),
    (result) => ({ refundCents: result.refundCents, feeCents: result.feeCents }),
  );
}
