// Family prices (issue 30, decision 053): the sibling discount of a family's children in one offer. Pure: the server
// gives the rules, the offer's list price and the family's seats in booking order, and stores what comes out.
//
// - A family is the children of one parent and, through an accepted second-parent link only, of the partner
//   (server/features/family/scope.ts decides it; this file sees only the seats it is given).
// - The period is the offer itself: the same camp, the same training session. Two camps are two periods.
// - The order is the booking order; children booked in one request count in the order the request names them.
// - A GRATIS child holds no position: it is neither the paying first child nor a sibling of one. A training seat the
//   family's credit paid is a paying child at the list price (a credit is one training, never a fraction of one).
// - The discount is rounded to 5 Rappen (Swiss cash rounding), so every price stays payable in cash.
// - A cancellation may only take a discount away from the open payments (repriceAfterCancellation): a remaining
//   child pays what it would have paid without the cancelled sibling, never less than it owes now.
import type { OfferKind } from '../bookings/offer-policy';
import { familyPriceMessages as m } from '../messages/family-prices';
import type { DateOnly } from '../time';

export const SIBLING_DISCOUNT_MAX_PERCENT = 50;
const ROUNDING_CENTS = 5;

export interface SiblingDiscountRule {
  offerKind: OfferKind;
  /** The first booking day (Zurich) the rule prices. */
  validFrom: DateOnly;
  secondChildPercent: number;
  /** The third child and every one after it. */
  thirdChildPercent: number;
}

/** The rule of the kind with the latest valid-from date on or before the day; undefined when none applies yet. */
export function ruleInForce<R extends SiblingDiscountRule>(
  rules: readonly R[],
  offerKind: OfferKind,
  day: DateOnly,
): R | undefined {
  let found: R | undefined;
  for (const rule of rules) {
    if (rule.offerKind !== offerKind || rule.validFrom > day) continue;
    if (!found || rule.validFrom > found.validFrom) found = rule;
  }
  return found;
}

/** The percent a paying child at `position` (1 = the first paying child) gets. */
function siblingPercent(rule: SiblingDiscountRule | undefined, position: number): number {
  if (!rule || position < 2) return 0;
  return position === 2 ? rule.secondChildPercent : rule.thirdChildPercent;
}

/** The discount on a list price, rounded to 5 Rappen (half up), never more than the price. */
export function discountCents(listPriceCents: number, percent: number): number {
  const exact = (listPriceCents * percent) / 100;
  return Math.min(listPriceCents, Math.round(exact / ROUNDING_CENTS) * ROUNDING_CENTS);
}

export interface FamilySeat {
  childId: string;
  /** Free of charge (a GRATIS payment): holds no position. */
  gratis: boolean;
}

export interface SeatPrice {
  childId: string;
  /** 1 for the first paying child; null for a GRATIS one. */
  position: number | null;
  percent: number;
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
}

/** Each seat's price, the seats in booking order (the family's in this offer, the new ones last). */
export function familyPrices(
  listPriceCents: number,
  rule: SiblingDiscountRule | undefined,
  seats: readonly FamilySeat[],
): SeatPrice[] {
  let paying = 0;
  return seats.map(({ childId, gratis }) => {
    const position = gratis ? null : ++paying;
    const percent = position === null ? 0 : siblingPercent(rule, position);
    const discount = discountCents(listPriceCents, percent);
    return {
      childId,
      position,
      percent,
      listPriceCents,
      discountCents: discount,
      amountCents: listPriceCents - discount,
    };
  });
}

export interface HeldSeat extends FamilySeat {
  /** Unpaid: its price may still change. */
  open: boolean;
  amountCents: number;
}

/**
 * After a sibling's cancellation, the remaining seats (booking order): the open ones that now owe more, with their
 * new price. A paid seat never changes, and no seat's price goes down: a cancellation creates no credit.
 */
export function repriceAfterCancellation(
  listPriceCents: number,
  rule: SiblingDiscountRule | undefined,
  remaining: readonly HeldSeat[],
): SeatPrice[] {
  const prices = familyPrices(listPriceCents, rule, remaining);
  return prices.filter((price, i) => {
    const seat = remaining[i] as HeldSeat;
    return seat.open && !seat.gratis && price.amountCents > seat.amountCents;
  });
}

/** The admin's rule as typed: whole percents from 0 to the maximum. */
export function isSiblingPercent(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= SIBLING_DISCOUNT_MAX_PERCENT;
}

/** A payment's sibling discount as the payments list and the QR-bill print it. */
export interface PaymentDiscount {
  listPriceCents: number;
  discountCents: number;
  /** "Geschwisterrabatt 2. Kind –10 %". */
  reason: string;
}

/** The discount a payment's stored columns record; undefined without one. */
export function paymentDiscountOf(stored: {
  amountCents: number;
  discountCents: number;
  discountPercent: number;
  siblingPosition: number | null;
}): PaymentDiscount | undefined {
  if (stored.discountCents <= 0 || stored.siblingPosition === null) return undefined;
  return {
    listPriceCents: stored.amountCents + stored.discountCents,
    discountCents: stored.discountCents,
    reason: m.siblingDiscount(stored.siblingPosition, stored.discountPercent),
  };
}
