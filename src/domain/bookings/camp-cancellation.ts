// A paid camp is refunded minus the cancellation fee; an unpaid one has nothing to refund.
import { CAMP_CANCELLATION_FEE_CENTS } from '../constants';
import type { PaymentMethod, PaymentStatus } from '../payments/status';

export interface CampRefund {
  refundCents: number;
  feeCents: number;
}

export function campRefund(payment: {
  paymentStatus: PaymentStatus | null | undefined;
  paymentMethod: PaymentMethod | null | undefined;
  amountCents: number;
  /** Within a waitlist promotion's free window (issue 16): a paid camp is refunded in full, no fee. */
  freeOfCharge?: boolean;
}): CampRefund {
  // GRATIS is "paid" without money: there is nothing to refund and nothing to take a fee from.
  if (payment.paymentStatus !== 'SUCCEEDED' || payment.paymentMethod === 'GRATIS') {
    return { refundCents: 0, feeCents: 0 };
  }
  if (payment.freeOfCharge) return { refundCents: Math.max(0, payment.amountCents), feeCents: 0 };
  // A camp cheaper than the fee (or free) keeps what was paid, never more.
  const feeCents = Math.min(CAMP_CANCELLATION_FEE_CENTS, Math.max(0, payment.amountCents));
  return { refundCents: Math.max(0, payment.amountCents - feeCents), feeCents };
}
