import { eq } from 'drizzle-orm';
import type { AdminCamp } from '../../../domain/camps/admin-camps-api';
import type { AppContext } from '../../context';
import { campFlyers } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { campTables } from '../bookings/offer-tables';
import { lockLiveOffer } from '../bookings/registration-queries';
import { selectAdminCamp } from './admin-queries';

/** Removes the camp's flyer (after the admin confirmed it), with an audit row; a camp without flyer is a 404. */
export async function deleteCampFlyer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  campId: string,
): Promise<AdminCamp> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    if (!(await lockLiveOffer(tx, campTables, campId))) throw notFound();
    const removed = await tx
      .delete(campFlyers)
      .where(eq(campFlyers.campId, campId))
      .returning({ sha256: campFlyers.sha256 });
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'camp.flyer_delete',
      subject: { type: 'camp', id: campId },
      details: { sha256: removed[0]?.sha256 },
      at: now,
    });
    const camp = await selectAdminCamp(tx, campId);
    if (!camp) throw notFound();
    return camp;
  });
}
