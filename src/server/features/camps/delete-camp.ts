import { eq } from 'drizzle-orm';
import { campPolicy } from '../../../domain/bookings/offer-policy';
import type { DeleteCampResponse } from '../../../domain/camps/admin-camps-api';
import type { AppContext } from '../../context';
import { campFlyers } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { deleteOffer } from '../bookings/offer-changes';
import { campTables } from '../bookings/offer-tables';
import { cancelCampIn } from './cancel-camp';

/**
 * Deletes a camp (bookings/offer-changes.ts): its active registrations, once the admin confirmed, each cancelled
 * through the parents' own camp cancellation (refund minus the fee when paid, the parent's mail), with the admin's
 * audit row. A camp removed goes with its flyer; one kept for its history loses the flyer.
 */
export async function deleteCamp(
  ctx: AppContext,
  actor: Actor,
  { campId, cancelRegistrations }: { campId: string; cancelRegistrations: boolean },
): Promise<DeleteCampResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const {
      offer: camp,
      cancelled,
      kept,
    } = await deleteOffer(
      tx,
      campTables,
      campPolicy,
      { offerId: campId, cancelBookings: cancelRegistrations, now },
      {
        cancel: (childId) => cancelCampIn(ctx, tx, { actor, campId, childId }),
        keep: async () => {
          await tx.delete(campFlyers).where(eq(campFlyers.campId, campId));
        },
      },
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'camp.delete',
      subject: { type: 'camp', id: campId },
      details: {
        name: camp.name,
        startDate: camp.startDate,
        cancelledRegistrations: cancelled,
        keptForHistory: kept,
      },
      at: now,
    });
    return { cancelledRegistrations: cancelled };
  });
}
