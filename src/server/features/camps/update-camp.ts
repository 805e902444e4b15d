import { eq } from 'drizzle-orm';
import type { AdminCamp } from '../../../domain/camps/admin-camps-api';
import type { CampFormValues } from '../../../domain/camps/camp-form';
import type { AppContext } from '../../context';
import { camps } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { lockForChange } from '../bookings/offer-changes';
import { campTables } from '../bookings/offer-tables';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { selectAdminCamp } from './admin-queries';
import { campColumnsOf } from './camp-values';
import { campWaitlist } from './camp-waitlist';

/** PostgreSQL answers times as 'HH:MM:SS'; the form sends 'HH:MM'. */
const comparable = (value: unknown) =>
  typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value) ? value.slice(0, 5) : String(value);

/**
 * Changes a camp, under the lock of its bookings and never below its registrations (lockForChange), and gives a
 * raised capacity to the waitlist.
 */
export async function updateCamp(
  ctx: AppContext,
  adminId: string,
  campId: string,
  values: CampFormValues,
): Promise<AdminCamp> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const before = await lockForChange(tx, campTables, campId, values.capacity);

    const columns = campColumnsOf(values);
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
      (key) => comparable(before[key]) !== comparable(columns[key]),
    );
    await tx
      .update(camps)
      .set({ ...columns, updatedAt: now })
      .where(eq(camps.id, campId));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'camp.update',
      subject: { type: 'camp', id: campId },
      details: { name: values.name, changed },
      at: now,
    });
    // Issue 16: a raised capacity goes to the waitlist first, in this same transaction.
    await promoteFromWaitlist(ctx, tx, campWaitlist, campId);
    const camp = await selectAdminCamp(tx, campId);
    if (!camp) throw notFound();
    return camp;
  });
}
