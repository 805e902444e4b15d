import { and, eq, isNull, sql } from 'drizzle-orm';
import { isCampUpcoming } from '../../../domain/time';
import { campPayments, campRsvps, camps, vCampCapacity } from '../../db/schema';
import type { SeatLedger, SeatOffer } from '../bookings/book-seats';

export interface LockedCamp extends SeatOffer {
  name: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string;
}

/** Camps: seats are camp_rsvps, each with one row in camp_payments. */
export const campSeats: SeatLedger<LockedCamp> = {
  kind: 'camp',

  preparePeek(db, mayActFor, name) {
    const registered = db
      .select({ childId: campRsvps.childId })
      .from(campRsvps)
      .where(
        and(
          eq(campRsvps.campId, sql.placeholder('offerId')),
          isNull(campRsvps.cancelledAt),
          sql`${campRsvps.childId} = any(${sql.placeholder('childIds')})`,
        ),
      );
    const statement = db
      .select({
        id: vCampCapacity.id,
        name: vCampCapacity.name,
        startDate: vCampCapacity.startDate,
        endDate: vCampCapacity.endDate,
        startTime: vCampCapacity.startTime,
        endTime: vCampCapacity.endTime,
        location: vCampCapacity.location,
        capacity: vCampCapacity.capacity,
        priceCents: vCampCapacity.priceCents,
        seatsLeft: vCampCapacity.seatsLeft,
        registeredChildIds: sql<string[]>`array(${registered})`,
        mayActFor,
      })
      .from(vCampCapacity)
      .where(eq(vCampCapacity.id, sql.placeholder('offerId')))
      .prepare(name);
    return async (values) => {
      const [row] = await statement.execute(values);
      if (!row) return undefined;
      const { seatsLeft, registeredChildIds, mayActFor: may, ...offer } = row;
      return { offer, seatsLeft, registeredChildIds, mayActFor: may };
    };
  },

  async lock(tx, campId) {
    // FOR NO KEY UPDATE: see training-seats.ts.
    const [camp] = await tx
      .select({
        id: camps.id,
        name: camps.name,
        startDate: camps.startDate,
        endDate: camps.endDate,
        startTime: camps.startTime,
        endTime: camps.endTime,
        location: camps.location,
        capacity: camps.capacity,
        priceCents: camps.priceCents,
      })
      .from(camps)
      .where(and(eq(camps.id, campId), isNull(camps.deletedAt)))
      .for('no key update');
    return camp;
  },

  isOpen: (camp, now) => isCampUpcoming(camp, now),

  async activeChildIds(tx, campId) {
    const rows = await tx
      .select({ childId: campRsvps.childId })
      .from(campRsvps)
      .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
    return rows.map((r) => r.childId);
  },

  async register(tx, camp, childIds, actor, now) {
    const registered = await tx
      .insert(campRsvps)
      .values(
        childIds.map((childId) => ({ campId: camp.id, childId, createdBy: actor.userId, createdAt: now })),
      )
      .returning({ id: campRsvps.id, childId: campRsvps.childId });
    const created = await tx
      .insert(campPayments)
      .values(
        registered.map((r) => ({
          childId: r.childId,
          campId: camp.id,
          campRsvpId: r.id,
          amountCents: camp.priceCents,
          status: 'REQUIRES_PAYMENT' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({
        id: campPayments.id,
        registrationId: campPayments.campRsvpId,
        status: campPayments.status,
        method: campPayments.method,
        amountCents: campPayments.amountCents,
      });
    return registered.map((r) => {
      const payment = created.find((p) => p.registrationId === r.id);
      if (!payment) throw new Error('camp payment insert returned no row for a registration');
      const { registrationId: _, ...rest } = payment;
      return { childId: r.childId, registrationId: r.id, payment: rest };
    });
  },

  closedError: 'CAMP_CLOSED',
  alreadyRegisteredError: 'ALREADY_REGISTERED_CAMP',
  activeRegistrationIndex: 'camp_rsvps_active_camp_child_uidx',
};
