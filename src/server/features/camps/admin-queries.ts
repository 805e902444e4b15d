import { and, asc, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { AdminCamp, AdminCampsPage } from '../../../domain/camps/admin-camps-api';
import { zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import {
  campFlyers,
  campPayments,
  campRsvps,
  camps,
  children,
  profiles,
  vCampCapacity,
} from '../../db/schema';
import { type ParticipantRow, participantColumns, withRegistrations } from '../bookings/participant-view';
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

export async function selectAdminCampsByIds(db: DbOrTx, ids: readonly string[]): Promise<AdminCamp[]> {
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

/** A live camp's row, locked like a booking locks it, so capacity checks and bookings run one after the other. */
export async function lockLiveCamp(db: DbOrTx, campId: string) {
  const [row] = await db
    .select()
    .from(camps)
    .where(and(eq(camps.id, campId), isNull(camps.deletedAt)))
    .for('no key update');
  return row;
}

export async function activeCampChildIds(db: DbOrTx, campId: string): Promise<string[]> {
  const rows = await db
    .select({ childId: campRsvps.childId })
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)))
    .orderBy(asc(campRsvps.createdAt), asc(campRsvps.id));
  return rows.map((r) => r.childId);
}

export async function isLiveCamp(db: DbOrTx, campId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: camps.id })
    .from(camps)
    .where(and(eq(camps.id, campId), isNull(camps.deletedAt)));
  return row !== undefined;
}

/** The camp's registered children with their parent (the one who created the child) and their payment. */
export async function selectCampParticipants(db: DbOrTx, campId: string): Promise<ParticipantRow[]> {
  const rows = await db
    .select({ ...participantColumns, registrationId: campRsvps.id, registeredAt: campRsvps.createdAt })
    .from(campRsvps)
    .innerJoin(children, eq(children.id, campRsvps.childId))
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
  if (rows.length === 0) return [];
  const paymentRows = await db
    .select({
      id: campPayments.id,
      registrationId: campPayments.campRsvpId,
      offerId: campPayments.campId,
      childId: campPayments.childId,
      status: campPayments.status,
      method: campPayments.method,
      amountCents: campPayments.amountCents,
      createdAt: campPayments.createdAt,
      updatedAt: campPayments.updatedAt,
    })
    .from(campPayments)
    .where(eq(campPayments.campId, campId));
  return withRegistrations(campId, rows, paymentRows);
}
