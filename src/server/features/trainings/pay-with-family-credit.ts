import { eq, inArray } from 'drizzle-orm';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { priceColumns } from '../bookings/family-prices';
import type { BookedPayment } from '../bookings/offer-seats';
import { familyHasCredit, trySettleWithCredit } from '../payments/settle-with-credit';

interface BookedTrainingPayment {
  childId: string;
  payment: BookedPayment;
}

/**
 * A training is paid with the family's credit as soon as it is booked (domain/bookings/offer-policy.ts): each
 * payment of one unit the booking created is tried against the credit, each in its own savepoint, so a failure
 * leaves that payment open and the booking stands. The booked children are one family's (a parent's own, the one
 * child an admin adds, the child the waitlist promotes): one look at its packs. Answers the payments as they are now.
 *
 * A credit is one prepaid training, not CHF 25 (decision 053): a seat the sibling discount priced below its list
 * price of one unit is still paid with one credit, at the list price, and keeps no discount; the discount is what a
 * seat paid with money saves. A seat the credit could not pay keeps its discount.
 */
export async function payWithFamilyCredit(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  booked: readonly BookedTrainingPayment[],
  now: Date,
): Promise<BookedTrainingPayment[]> {
  const settleable = booked.filter(
    (b) => b.payment.amountCents + b.payment.discountCents === TRAINING_UNIT_CENTS,
  );
  const firstChild = booked[0]?.childId;
  if (settleable.length === 0 || !firstChild || !(await familyHasCredit(tx, firstChild))) return [...booked];

  const discounted = settleable.filter((b) => b.payment.discountCents > 0).map((b) => b.payment);
  await setListPrice(tx, discounted);
  const settled = await trySettleWithCredit(
    ctx,
    tx,
    settleable.map((b) => b.payment.id),
    now,
  );
  // The credit ran out before these: they are paid with money, at the price the booking gave them.
  for (const { id, amountCents, discountCents, discountPercent, siblingPosition } of discounted) {
    if (settled.has(id)) continue;
    await tx
      .update(payments)
      .set({ amountCents, discountCents, discountPercent, siblingPosition })
      .where(eq(payments.id, id));
  }
  return booked.map(({ childId, payment }) => ({
    childId,
    payment: settled.has(payment.id)
      ? {
          ...payment,
          status: 'SUCCEEDED' as const,
          method: 'CREDIT' as const,
          amountCents: TRAINING_UNIT_CENTS,
          discountCents: 0,
          discountPercent: 0,
          siblingPosition: null,
        }
      : payment,
  }));
}

/** The discounted seats at the list price, so one credit pays each (a move settles only a payment of one unit). */
async function setListPrice(tx: Tx, discounted: readonly BookedPayment[]): Promise<void> {
  if (discounted.length === 0) return;
  await tx
    .update(payments)
    .set(priceColumns(undefined, TRAINING_UNIT_CENTS))
    .where(
      inArray(
        payments.id,
        discounted.map((p) => p.id),
      ),
    );
}
