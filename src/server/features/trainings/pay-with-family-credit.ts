import type { RegistrationPayment } from '../../../domain/bookings/contracts';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { familyHasCredit, trySettleWithCredit } from '../payments/settle-with-credit';

interface BookedPayment {
  childId: string;
  payment: RegistrationPayment;
}

/**
 * A training is paid with the family's credit as soon as it is booked (domain/bookings/offer-policy.ts): each CHF 25
 * payment the booking created is tried against the credit, each in its own savepoint, so a failure leaves that
 * payment open and the booking stands. The booked children are one family's (a parent's own, the one child an admin
 * adds, the child the waitlist promotes): one look at its packs. Answers the payments as they are now.
 */
export async function payWithFamilyCredit(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  booked: readonly BookedPayment[],
  now: Date,
): Promise<BookedPayment[]> {
  const settleable = booked
    .filter((b) => b.payment.amountCents === TRAINING_UNIT_CENTS)
    .map((b) => b.payment.id);
  const firstChild = booked[0]?.childId;
  const settled =
    settleable.length > 0 && firstChild && (await familyHasCredit(tx, firstChild))
      ? await trySettleWithCredit(ctx, tx, settleable, now)
      : new Set<string>();
  return booked.map(({ childId, payment }) => ({
    childId,
    payment: settled.has(payment.id)
      ? { ...payment, status: 'SUCCEEDED' as const, method: 'CREDIT' as const }
      : payment,
  }));
}
