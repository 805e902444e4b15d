import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RegistrationPayment } from '../../../domain/bookings/contracts';
import type { OfferPolicy } from '../../../domain/bookings/offer-policy';
import type { Db, Tx } from '../../db/client';
import type { Actor } from './actor';
import { priceColumns, priceNewSeats } from './family-prices';
import type { OfferTables } from './offer-tables';

// How an offer's seats are stored, for trainings and camps alike: the offer's row (its capacity and price), one
// registration per child, each with one open payment at the offer's price. A kind of offer is its tables
// (offer-tables.ts), its rules (domain/bookings/offer-policy.ts) and the columns its bookings read.

export interface SeatOffer {
  id: string;
  capacity: number;
  priceCents: number;
}

/** A booked seat's payment, with the sibling discount it was priced with (decision 053; 0 without one). */
export interface BookedPayment extends RegistrationPayment {
  discountCents: number;
  discountPercent: number;
  siblingPosition: number | null;
}

export interface BookedSeat {
  childId: string;
  registrationId: string;
  payment: BookedPayment;
}

/** One kind of offer as the booking engine sees it (trainings/training-seats.ts, camps/camp-seats.ts). */
export interface SeatLedger<Offer extends SeatOffer> {
  tables: OfferTables;
  policy: OfferPolicy<Offer>;
  /** The offer's columns a booking reads, by the same names in its table and in its capacity view. */
  columns: readonly (keyof Offer & string)[];
}

/** The offer as last committed, read without a lock (prebookSeats). */
export interface PeekedOffer<Offer> {
  offer: Offer;
  seatsLeft: number;
  /** Those of the asked-for children that hold an active registration. */
  registeredChildIds: string[];
  /** How many of the asked-for children the actor may book (see `mayActFor`). */
  mayActFor: number;
}

/** The placeholders' values (a type, not an interface: drizzle takes them as a plain record). */
export type PeekValues = {
  offerId: string;
  childIds: string[];
  userId: string;
};

/** The named columns of a table or view, in the order named (the select lists them so). */
function pick(source: object, names: readonly string[]): Record<string, PgColumn> {
  const columns = source as Record<string, PgColumn>;
  return Object.fromEntries(names.map((name) => [name, columns[name] as PgColumn]));
}

/**
 * A prepared statement (named `name`), no lock: the offer, its free seats, which of the children are registered, and
 * the count `mayActFor` (a subquery) answers; undefined when there is no such offer. Its placeholders: `offerId`,
 * `childIds` (an array) and whatever `mayActFor` uses.
 */
export function preparePeek<Offer extends SeatOffer>(
  db: Db,
  { tables: t, columns }: SeatLedger<Offer>,
  mayActFor: SQL<number>,
  name: string,
): (values: PeekValues) => Promise<PeekedOffer<Offer> | undefined> {
  const r = t.registrations;
  const registered = db
    .select({ childId: r.childId })
    .from(r)
    .where(
      and(
        eq(t.registrationOffer, sql.placeholder('offerId')),
        isNull(r.cancelledAt),
        sql`${r.childId} = any(${sql.placeholder('childIds')})`,
      ),
    );
  const view = t.capacity;
  const statement = db
    .select({
      offer: pick(view, columns),
      seatsLeft: view.seatsLeft,
      registeredChildIds: sql<string[]>`array(${registered})`,
      mayActFor,
    })
    .from(view)
    .where(eq(view.id, sql.placeholder('offerId')))
    .prepare(name);
  return async (values) => {
    const [row] = await statement.execute(values);
    if (!row) return undefined;
    // The offer's columns are the kind's (`columns`), so its row is the kind's Offer.
    return { ...row, offer: row.offer as unknown as Offer };
  };
}

/** Locks the offer's row until the transaction ends; undefined when there is no such (live) offer. */
export async function lockOffer<Offer extends SeatOffer>(
  tx: Tx,
  { tables: t, columns }: SeatLedger<Offer>,
  offerId: string,
): Promise<Offer | undefined> {
  const offers: OfferTables['offers'] = t.offers;
  // FOR NO KEY UPDATE: it serialises bookings of this offer like FOR UPDATE does, but does not block rows elsewhere
  // that merely reference the offer (a cancellation inserting a credit award, a payment).
  const [offer] = await tx
    .select(pick(offers, columns))
    .from(offers)
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)))
    .for('no key update');
  return offer as unknown as Offer | undefined;
}

/** Inserts one registration and one open payment per child, at the offer's price less any sibling discount. */
export async function registerSeats<Offer extends SeatOffer>(
  tx: Tx,
  { tables: t, policy }: SeatLedger<Offer>,
  offer: Offer,
  childIds: readonly string[],
  actor: Actor,
  now: Date,
): Promise<BookedSeat[]> {
  // The sibling discount (decision 053), priced under the offer's row lock the caller holds, after the family's
  // seats already in the offer (read before these children join them).
  const prices = await priceNewSeats(tx, t, offer, childIds, now);
  const newRegistrations = childIds.map((childId) => ({
    ...t.offerKey(offer.id),
    childId,
    createdBy: actor.userId,
    createdAt: now,
  }));
  const registered = await tx
    .insert(t.registrations)
    .values(newRegistrations)
    .returning({ id: t.registrations.id, childId: t.registrations.childId });
  const openPayments = registered.map((r) => ({
    ...t.paymentKeys(offer.id, r.id),
    childId: r.childId,
    ...priceColumns(prices.get(r.childId), offer.priceCents),
    status: 'REQUIRES_PAYMENT' as const,
    createdAt: now,
    updatedAt: now,
  }));
  const created = await tx.insert(t.payments).values(openPayments).returning({
    id: t.payments.id,
    registrationId: t.paymentRegistration,
    status: t.payments.status,
    method: t.payments.method,
    amountCents: t.payments.amountCents,
    discountCents: t.payments.discountCents,
    discountPercent: t.payments.discountPercent,
    siblingPosition: t.payments.siblingPosition,
  });
  return registered.map((r) => {
    const payment = created.find((p) => p.registrationId === r.id);
    if (!payment) throw new Error(`${policy.kind} payment insert returned no row for a registration`);
    const { registrationId: _, ...rest } = payment;
    return { childId: r.childId, registrationId: r.id, payment: rest };
  });
}
