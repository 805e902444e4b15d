import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { children, profiles } from '../../db/schema';
import { AppError } from '../../errors';
import type { OfferTables } from './offer-tables';
import { type ParticipantRow, participantColumns, withRegistrations } from './participant-view';

// The reads and writes of an offer's registrations and their payments, for trainings and camps alike (each kind's
// tables in offer-tables.ts). The locks are those of docs/reliability.md promise 1: the offer's row FOR NO KEY
// UPDATE before its seats are counted or changed, a registration and its payment FOR UPDATE before a cancellation.

/** The whole row of the kind's offer table. */
type OfferRow<T extends OfferTables> = T['offers']['$inferSelect'];

function liveOfferQuery(db: DbOrTx, t: OfferTables, offerId: string) {
  const offers: OfferTables['offers'] = t.offers;
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)))
    .$dynamic();
}

/** The live offer as committed, without a lock (a cancellation decides on its start). */
export async function selectLiveOffer<T extends OfferTables>(
  db: DbOrTx,
  t: T,
  offerId: string,
): Promise<OfferRow<T> | undefined> {
  const [row] = await liveOfferQuery(db, t, offerId);
  // The query's row is the union of both kinds' rows; `t` says which one it is.
  return row as unknown as OfferRow<T> | undefined;
}

/**
 * The live offer's row, locked as a booking locks it (offer-seats.ts), so counting its seats, changing its capacity
 * and booking run one after the other.
 */
export async function lockLiveOffer<T extends OfferTables>(
  db: DbOrTx,
  t: T,
  offerId: string,
): Promise<OfferRow<T> | undefined> {
  const [row] = await liveOfferQuery(db, t, offerId).for('no key update');
  return row as unknown as OfferRow<T> | undefined;
}

export async function isLiveOffer(db: DbOrTx, t: OfferTables, offerId: string): Promise<boolean> {
  const offers: OfferTables['offers'] = t.offers;
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)));
  return row !== undefined;
}

/** The children with an active registration, in the order they registered. */
export async function activeChildIds(db: DbOrTx, t: OfferTables, offerId: string): Promise<string[]> {
  const r = t.registrations;
  const rows = await db
    .select({ childId: r.childId })
    .from(r)
    .where(and(eq(t.registrationOffer, offerId), isNull(r.cancelledAt)))
    .orderBy(asc(r.createdAt), asc(r.id));
  return rows.map((row) => row.childId);
}

export interface LockedRegistration {
  id: string;
  offerId: string;
  childId: string;
  /** Set on a registration from the waitlist (issue 16). */
  freeCancellationUntil: Date | null;
}

/**
 * Cancelling starts by locking the active registration: of two cancels of one booking (two tabs, a parent and an
 * admin) the second waits, then finds the registration cancelled and is refused, so the refund happens once.
 */
export async function lockActiveRegistration(
  tx: Tx,
  t: OfferTables,
  offerId: string,
  childId: string,
): Promise<LockedRegistration> {
  const r = t.registrations;
  const [registration] = await tx
    .select({
      id: r.id,
      offerId: t.registrationOffer,
      childId: r.childId,
      freeCancellationUntil: r.freeCancellationUntil,
    })
    .from(r)
    .where(and(eq(t.registrationOffer, offerId), eq(r.childId, childId), isNull(r.cancelledAt)))
    .for('update');
  if (!registration) throw new AppError('NOT_REGISTERED', 409);
  return registration;
}

/**
 * Then the payment that counts for the registration (the latest change wins), locked, so no settlement runs in
 * between; one recorded without a registration link counts for the same child and offer.
 */
export async function lockRegistrationPayment(
  tx: Tx,
  t: OfferTables,
  registration: Pick<LockedRegistration, 'id' | 'offerId' | 'childId'>,
) {
  const p = t.payments;
  const [payment] = await tx
    .select(heldPaymentColumns(t))
    .from(p)
    .where(
      or(
        eq(t.paymentRegistration, registration.id),
        and(
          isNull(t.paymentRegistration),
          eq(t.paymentOffer, registration.offerId),
          eq(p.childId, registration.childId),
        ),
      ),
    )
    .orderBy(desc(p.updatedAt), desc(p.createdAt))
    .limit(1)
    .for('update');
  return payment;
}

export async function markCancelled(
  tx: Tx,
  t: OfferTables,
  registrationId: string,
  { cancelledBy, at }: { cancelledBy: string; at: Date },
): Promise<void> {
  const r = t.registrations;
  await tx.update(r).set({ cancelledAt: at, cancelledBy }).where(eq(r.id, registrationId));
}

/** A registration from the waitlist: cancelling it costs nothing until `until` (issue 16). */
export async function markFreeCancellation(
  tx: Tx,
  t: OfferTables,
  registrationId: string,
  until: Date,
): Promise<void> {
  const r = t.registrations;
  await tx.update(r).set({ freeCancellationUntil: until }).where(eq(r.id, registrationId));
}

/** What a move reads of a locked payment (payments/payment-state.ts heldPayment), and whose child it is. */
export function heldPaymentColumns({ payments: p }: OfferTables) {
  return {
    id: p.id,
    childId: p.childId,
    status: p.status,
    method: p.method,
    amountCents: p.amountCents,
    stripePaymentLinkId: p.stripePaymentLinkId,
  };
}

/** A payment as the registration lists read it (parent side and the admin's participants panel). */
export function registrationPaymentColumns(t: OfferTables) {
  const p = t.payments;
  return {
    id: p.id,
    registrationId: t.paymentRegistration,
    offerId: t.paymentOffer,
    childId: p.childId,
    status: p.status,
    method: p.method,
    amountCents: p.amountCents,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** The offer's registered children with their parent (the one who created the child) and their payment. */
export async function selectParticipants(
  db: DbOrTx,
  t: OfferTables,
  offerId: string,
): Promise<ParticipantRow[]> {
  const r = t.registrations;
  const rows = await db
    .select({ ...participantColumns, registrationId: r.id, registeredAt: r.createdAt })
    .from(r)
    .innerJoin(children, eq(children.id, r.childId))
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(and(eq(t.registrationOffer, offerId), isNull(r.cancelledAt)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
  if (rows.length === 0) return [];
  const paymentRows = await db
    .select(registrationPaymentColumns(t))
    .from(t.payments)
    .where(eq(t.paymentOffer, offerId));
  return withRegistrations(offerId, rows, paymentRows);
}
