import { eq } from 'drizzle-orm';
import type { DeleteCampResponse } from '../../../domain/camps/admin-camps-api';
import type { AppContext } from '../../context';
import { FOREIGN_KEY_VIOLATION, pgError } from '../../db/pg-error';
import { campFlyers, camps } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from '../bookings/actor';
import { clearQueue } from '../bookings/waitlist-queries';
import { activeCampChildIds, lockLiveCamp } from './admin-queries';
import { cancelCampIn } from './cancel-camp';

/**
 * Deletes a camp. With active registrations it is refused unless the admin confirmed cancelling them: then each is
 * cancelled through the parents' own camp cancellation (refund minus the fee when paid, the parent's mail) in the
 * same transaction. A camp nothing refers to is removed with its flyer; one with history (cancelled
 * registrations, payments, fees) is marked deleted and loses its flyer, so the money records keep the camp they
 * name.
 */
export async function deleteCamp(
  ctx: AppContext,
  actor: Actor,
  { campId, cancelRegistrations }: { campId: string; cancelRegistrations: boolean },
): Promise<DeleteCampResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const camp = await lockLiveCamp(tx, campId);
    if (!camp) throw notFound();
    const registered = await activeCampChildIds(tx, campId);
    if (registered.length > 0 && !cancelRegistrations) {
      throw new AppError('CAMP_HAS_BOOKINGS', 409, { registrations: registered.length });
    }
    for (const childId of registered) await cancelCampIn(ctx, tx, { actor, campId, childId });
    // Issue 16: nobody waits for a deleted offer.
    await clearQueue(tx, { kind: 'camp', offerId: campId });

    let kept = false;
    try {
      await tx.transaction((savepoint) => savepoint.delete(camps).where(eq(camps.id, campId)));
    } catch (err) {
      if (pgError(err)?.code !== FOREIGN_KEY_VIOLATION) throw err;
      kept = true;
      await tx.delete(campFlyers).where(eq(campFlyers.campId, campId));
      await tx.update(camps).set({ deletedAt: now, updatedAt: now }).where(eq(camps.id, campId));
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'camp.delete',
      subject: { type: 'camp', id: campId },
      details: {
        name: camp.name,
        startDate: camp.startDate,
        cancelledRegistrations: registered.length,
        keptForHistory: kept,
      },
      at: now,
    });
    return { cancelledRegistrations: registered.length };
  });
}
