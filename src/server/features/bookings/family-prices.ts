import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CANCELLATION_CUTOFF_HOURS } from '../../../domain/constants';
import { isUnpaid, OPEN_STATUSES } from '../../../domain/payments/status';
import {
  type FamilySeat,
  familyPrices,
  type HeldSeat,
  repriceAfterCancellation,
  ruleInForce,
  type SeatPrice,
  type SiblingDiscountRule,
} from '../../../domain/pricing/family-prices';
import { zurichToday } from '../../../domain/time';
import type { DbOrTx, Tx } from '../../db/client';
import { children, payments, rsvps, sessions, siblingDiscountRules } from '../../db/schema';
import { creatorOfChild, inFamilyOf } from '../family/scope';
import type { OfferTables } from './offer-tables';
import { lockLiveOffer } from './registration-queries';

// Family prices on the server (decision 053): the booking prices its new seats after the family's seats already in
// the offer, under the offer's row lock the booking holds (offer-seats.ts), so two siblings booked at once are
// first and second, never both first. A cancellation takes the same lock before it reprices the family's open
// payments, so it cannot interleave with a sibling's booking either.

/** The sibling discount rule of the kind in force on the Zurich day of `now`; undefined when none is. */
async function siblingRuleOn(
  db: DbOrTx,
  t: OfferTables,
  now: Date,
): Promise<SiblingDiscountRule | undefined> {
  const rules = await db
    .select({
      offerKind: siblingDiscountRules.offerKind,
      validFrom: siblingDiscountRules.validFrom,
      secondChildPercent: siblingDiscountRules.secondChildPercent,
      thirdChildPercent: siblingDiscountRules.thirdChildPercent,
    })
    .from(siblingDiscountRules)
    .where(eq(siblingDiscountRules.offerKind, t.kind));
  const rule = ruleInForce(rules, t.kind, zurichToday(now));
  return rule && (rule.secondChildPercent > 0 || rule.thirdChildPercent > 0) ? rule : undefined;
}

interface HeldFamilySeat extends HeldSeat {
  paymentId: string | null;
  /** A checkout or an admin's payment link was started at this amount: it stays as it is. */
  inCheckout: boolean;
}

/**
 * A training seat cancelled late whose unit the family still pays (decision 033: forfeited when paid, owed when not):
 * it stays a paying child for its siblings (decision 053). A camp's cancellation always settles its payment.
 */
function keptLateSeat(t: OfferTables): SQL | undefined {
  if (t.kind !== 'training') return undefined;
  const cutoff = sql`(select ${sessions.startsAt} from ${sessions} where ${sessions.id} = ${rsvps.sessionId})
    - make_interval(hours => ${CANCELLATION_CUTOFF_HOURS})`;
  return and(
    isNotNull(rsvps.cancelledAt),
    inArray(payments.status, [...OPEN_STATUSES, 'SUCCEEDED']),
    or(
      isNotNull(payments.lateCancelledAt),
      sql`${rsvps.cancelledAt} >= greatest(${cutoff}, coalesce(${rsvps.freeCancellationUntil}, '-infinity'))`,
    ),
  );
}

/**
 * The active registrations in the offer of the family `childId` belongs to (its creator's and, through an accepted
 * link, the partner's children: family/scope.ts), and its seats cancelled late whose unit is still paid or owed,
 * in booking order, each with the payment that counts for it.
 */
async function familySeatsIn(
  db: DbOrTx,
  t: OfferTables,
  offerId: string,
  childId: string,
): Promise<HeldFamilySeat[]> {
  const r = t.registrations;
  const p = t.payments;
  const rows = await db
    .select({
      childId: r.childId,
      paymentId: p.id,
      status: p.status,
      method: p.method,
      amountCents: p.amountCents,
      stripeSessionId: p.stripeSessionId,
      stripePaymentLinkId: p.stripePaymentLinkId,
      cancelledAt: r.cancelledAt,
    })
    .from(r)
    .innerJoin(children, eq(children.id, r.childId))
    .leftJoin(p, eq(t.paymentRegistration, r.id))
    .where(
      and(
        eq(t.registrationOffer, offerId),
        or(isNull(r.cancelledAt), keptLateSeat(t)),
        // The family of the child's creator, read in the same statement.
        inFamilyOf(creatorOfChild(childId)),
      ),
    )
    // Children booked in one request share the instant: the smaller discount was the earlier position.
    .orderBy(asc(r.createdAt), asc(p.discountPercent), asc(r.id));
  const seen = new Set<string>();
  const seats: HeldFamilySeat[] = [];
  for (const row of rows) {
    if (seen.has(row.childId)) continue;
    seen.add(row.childId);
    seats.push({
      childId: row.childId,
      paymentId: row.paymentId,
      gratis: row.method === 'GRATIS',
      // A late cancellation's owed unit keeps the amount it was cancelled with.
      open: row.cancelledAt === null && row.status !== null && isUnpaid(row.status),
      amountCents: row.amountCents ?? 0,
      inCheckout: row.stripeSessionId !== null || row.stripePaymentLinkId !== null,
    });
  }
  return seats;
}

/**
 * The prices of the children about to be booked, in the request's order, after the family's seats in the offer.
 * The booking holds the offer's row lock; the parent's quote before confirming reads without one. The booked children are one family's (a parent's own, the one child an
 * admin adds, the child the waitlist promotes).
 */
export async function priceNewSeats(
  tx: DbOrTx,
  t: OfferTables,
  offer: { id: string; priceCents: number },
  childIds: readonly string[],
  now: Date,
): Promise<Map<string, SeatPrice>> {
  const rule = await siblingRuleOn(tx, t, now);
  const first = childIds[0];
  // A ticked child already booked (the quote of a dialog that lists it) counts once: where the request names it.
  const priced = new Set(childIds);
  const held =
    rule && first
      ? (await familySeatsIn(tx, t, offer.id, first)).filter((seat) => !priced.has(seat.childId))
      : [];
  const seats: FamilySeat[] = [...held, ...childIds.map((childId) => ({ childId, gratis: false }))];
  const prices = familyPrices(offer.priceCents, rule, seats).slice(held.length);
  return new Map(prices.map((price) => [price.childId, price]));
}

/** The columns of a payment that record its price (schema/payment-columns.ts siblingDiscount). */
export function priceColumns(price: SeatPrice | undefined, listPriceCents: number) {
  return {
    amountCents: price?.amountCents ?? listPriceCents,
    discountCents: price?.discountCents ?? 0,
    discountPercent: price?.percent ?? 0,
    siblingPosition: price && price.percent > 0 ? price.position : null,
  };
}

/**
 * After `childId`'s registration was cancelled, inside that transaction: the family's remaining open payments in the
 * offer owe what they would have owed without the cancelled child (decision 053). Paid ones, GRATIS ones and those
 * with a checkout or payment link under way keep their amount; nothing is lowered. Answers how many changed.
 */
export async function repriceFamily(
  tx: Tx,
  t: OfferTables,
  offer: { id: string; priceCents: number },
  childId: string,
  now: Date,
): Promise<number> {
  const rule = await siblingRuleOn(tx, t, now);
  await lockLiveOffer(tx, t, offer.id);
  const remaining = await familySeatsIn(tx, t, offer.id, childId);
  if (remaining.length === 0) return 0;
  const byChild = new Map(remaining.map((seat) => [seat.childId, seat]));
  const held = remaining.map((seat) => (seat.inCheckout ? { ...seat, open: false } : seat));
  const changes = repriceAfterCancellation(offer.priceCents, rule, held);
  const p = t.payments;
  for (const price of changes) {
    const paymentId = byChild.get(price.childId)?.paymentId;
    if (!paymentId) continue;
    await tx
      .update(p)
      .set({ ...priceColumns(price, offer.priceCents), updatedAt: now })
      .where(and(eq(p.id, paymentId), inArray(p.status, OPEN_STATUSES)));
  }
  return changes.length;
}
