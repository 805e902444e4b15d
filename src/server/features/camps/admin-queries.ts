import { and, asc, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { AdminCamp, AdminCampsPage } from '../../../domain/camps/admin-camps-api';
import { zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { campFlyers, camps, vCampCapacity } from '../../db/schema';
import { campColumns, campOrder, campWhen, toScheduleCamp, type When } from '../schedule/queries';

// The back office's reads of camps: its own queries, paged and ordered in SQL, on the same columns and capacity
// view as the parents' lists, plus the registration count.

const adminCampColumns = { ...campColumns, registeredCount: vCampCapacity.registeredCount };

export async function selectAdminCamps(
  db: DbOrTx,
  { when, now, page, pageSize }: { when: When; now: Date; page: number; pageSize: number },
): Promise<AdminCampsPage> {
  const rows = await db
    .select(adminCampColumns)
    .from(vCampCapacity)
    .leftJoin(campFlyers, eq(campFlyers.campId, vCampCapacity.id))
    .where(campWhen(when, now))
    .orderBy(...campOrder(when))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // Counted on the table (the view's per-row registration count is not needed for a total).
  const today = zurichToday(now);
  const [total] = await db
    .select({ n: count() })
    .from(camps)
    .where(
      and(
        isNull(camps.deletedAt),
        when === 'upcoming' ? gte(camps.startDate, today) : lt(camps.startDate, today),
      ),
    );
  return { items: rows.map(toScheduleCamp), total: total?.n ?? 0, page, pageSize };
}

async function selectAdminCampsByIds(db: DbOrTx, ids: readonly string[]): Promise<AdminCamp[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(adminCampColumns)
    .from(vCampCapacity)
    .leftJoin(campFlyers, eq(campFlyers.campId, vCampCapacity.id))
    .where(inArray(vCampCapacity.id, [...ids]))
    .orderBy(asc(vCampCapacity.startDate), asc(vCampCapacity.id));
  return rows.map(toScheduleCamp);
}

/** One live camp as the back office shows it; 404 for the caller when undefined. */
export async function selectAdminCamp(db: DbOrTx, id: string): Promise<AdminCamp | undefined> {
  const [camp] = await selectAdminCampsByIds(db, [id]);
  return camp;
}
