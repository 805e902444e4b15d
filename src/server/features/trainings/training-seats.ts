import { and, eq, isNull, sql } from 'drizzle-orm';
import { isTrainingOpen } from '../../../domain/bookings/training-open';
import { payments, rsvps, sessions, vSessionCapacity } from '../../db/schema';
import type { SeatLedger, SeatOffer } from '../bookings/book-seats';

export interface LockedSession extends SeatOffer {
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string;
}

/** Trainings: seats are rsvps, each with one row in payments. */
export const trainingSeats: SeatLedger<LockedSession> = {
  kind: 'training',

  preparePeek(db, mayActFor, name) {
    const registered = db
      .select({ childId: rsvps.childId })
      .from(rsvps)
      .where(
        and(
          eq(rsvps.sessionId, sql.placeholder('offerId')),
          isNull(rsvps.cancelledAt),
          sql`${rsvps.childId} = any(${sql.placeholder('childIds')})`,
        ),
      );
    const statement = db
      .select({
        id: vSessionCapacity.id,
        title: vSessionCapacity.title,
        startsAt: vSessionCapacity.startsAt,
        endsAt: vSessionCapacity.endsAt,
        location: vSessionCapacity.location,
        capacity: vSessionCapacity.capacity,
        priceCents: vSessionCapacity.priceCents,
        seatsLeft: vSessionCapacity.seatsLeft,
        registeredChildIds: sql<string[]>`array(${registered})`,
        mayActFor,
      })
      .from(vSessionCapacity)
      .where(eq(vSessionCapacity.id, sql.placeholder('offerId')))
      .prepare(name);
    return async (values) => {
      const [row] = await statement.execute(values);
      if (!row) return undefined;
      const { seatsLeft, registeredChildIds, mayActFor: may, ...offer } = row;
      return { offer, seatsLeft, registeredChildIds, mayActFor: may };
    };
  },

  async lock(tx, sessionId) {
    // FOR NO KEY UPDATE: it serialises bookings of this training like FOR UPDATE does, but does not block rows
    // elsewhere that merely reference the session (a cancellation inserting a credit award, a payment).
    const [session] = await tx
      .select({
        id: sessions.id,
        title: sessions.title,
        startsAt: sessions.startsAt,
        endsAt: sessions.endsAt,
        location: sessions.location,
        capacity: sessions.capacity,
        priceCents: sessions.priceCents,
      })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.deletedAt)))
      .for('no key update');
    return session;
  },

  isOpen: (session, now) => isTrainingOpen(session.startsAt, now),

  async activeChildIds(tx, sessionId) {
    const rows = await tx
      .select({ childId: rsvps.childId })
      .from(rsvps)
      .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)));
    return rows.map((r) => r.childId);
  },

  async register(tx, session, childIds, actor, now) {
    const registered = await tx
      .insert(rsvps)
      .values(
        childIds.map((childId) => ({
          sessionId: session.id,
          childId,
          createdBy: actor.userId,
          createdAt: now,
        })),
      )
      .returning({ id: rsvps.id, childId: rsvps.childId });
    const created = await tx
      .insert(payments)
      .values(
        registered.map((r) => ({
          childId: r.childId,
          sessionId: session.id,
          rsvpId: r.id,
          amountCents: session.priceCents,
          status: 'REQUIRES_PAYMENT' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({
        id: payments.id,
        rsvpId: payments.rsvpId,
        status: payments.status,
        method: payments.method,
        amountCents: payments.amountCents,
      });
    return registered.map((r) => {
      const payment = created.find((p) => p.rsvpId === r.id);
      if (!payment) throw new Error('payment insert returned no row for a registration');
      const { rsvpId: _, ...rest } = payment;
      return { childId: r.childId, registrationId: r.id, payment: rest };
    });
  },

  closedError: 'TRAINING_CLOSED',
  alreadyRegisteredError: 'ALREADY_REGISTERED_TRAINING',
  activeRegistrationIndex: 'rsvps_active_session_child_uidx',
};
