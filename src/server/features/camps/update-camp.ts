import { eq } from 'drizzle-orm';
import type { AdminCamp } from '../../../domain/camps/admin-camps-api';
import type { CampFormValues } from '../../../domain/camps/camp-form';
import type { AppContext } from '../../context';
import { camps } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { promoteFromWaitlist } from '../bookings/promote-from-waitlist';
import { activeCampChildIds, lockLiveCamp, selectAdminCamp } from './admin-queries';
import { campColumnsOf } from './camp-values';
import { campWaitlist } from './camp-waitlist';

/** PostgreSQL answers times as 'HH:MM:SS'; the form sends 'HH:MM'. */
const comparable = (value: unknown) =>
  typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value) ? value.slice(0, 5) : String(value);

/**
 * Changes a camp. The capacity may not drop below the active registrations: the camp's row is locked exactly as
 * a booking locks it (FOR NO KEY UPDATE), so a parent booking the last place and an admin lowering the capacity
 * run one after the other and can never overbook together (docs/reliability.md promise 1).
 */
export async function updateCamp(
  ctx: AppContext,
  adminId: string,
  campId: string,
  values: CampFormValues,
): Promise<AdminCamp> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const before = await lockLiveCamp(tx, campId);
    if (!before) throw notFound();
    const registered = (await activeCampChildIds(tx, campId)).length;
    if (values.capacity < registered) throw new AppError('CAPACITY_BELOW_BOOKINGS', 409, { registered });

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
