// Payment statuses and methods, their labels, which payment counts, and the sums admins see. Training payments,
// camp payments and camp cancellation fees share these rules; the moves between the states are in ./transitions.
import { paymentMethodLabels, paymentStatusLabels } from '../messages/payment-labels';
import { type InstantInput, toInstant } from '../time/instant';
import { PARENT_VISIBLE_METHODS, PAYMENT_METHODS, type PaymentMethod, type PaymentStatus } from './values';

export {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentAction,
  type PaymentMethod,
  type PaymentStatus,
} from './values';

/**
 * Methods an admin records by hand; money paid this way is also returned by hand. A bank transfer is one of them:
 * usually booked by the statement import, but an admin may record one seen in e-banking, and the money goes back
 * by a transfer the admin makes (decision 035).
 */
export const MANUAL_METHODS = [
  'TWINT_MANUAL',
  'CASH',
  'GRATIS',
  'VOUCHER',
  'BANK_TRANSFER',
] as const satisfies readonly PaymentMethod[];
export type ManualPaymentMethod = (typeof MANUAL_METHODS)[number];

/** Methods paid through Stripe (card, TWINT online); money paid this way goes back through Stripe. */
export const STRIPE_METHODS = ['STRIPE_ONLINE', 'STRIPE_TWINT'] as const satisfies readonly PaymentMethod[];

export function isStripeMethod(value: unknown): value is (typeof STRIPE_METHODS)[number] {
  return (STRIPE_METHODS as readonly unknown[]).includes(value);
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}

export function isManualMethod(value: unknown): value is ManualPaymentMethod {
  return (MANUAL_METHODS as readonly unknown[]).includes(value);
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return paymentStatusLabels[status];
}

/**
 * The German label of a method as a parent sees it (screens and mails), or null for a missing method and for one
 * outside the seven the parent spec lists (ONLINE_TWINT, unknown values): those are not shown.
 */
export function visibleMethodLabel(method: string | null | undefined): string | null {
  return (PARENT_VISIBLE_METHODS as readonly unknown[]).includes(method) && isPaymentMethod(method)
    ? paymentMethodLabels[method]
    : null;
}

/** The German label of any method the back office knows (ONLINE_TWINT included), or null for a missing one. */
export function adminMethodLabel(method: string | null | undefined): string | null {
  return isPaymentMethod(method) ? paymentMethodLabels[method] : null;
}

/** The payment that counts for a booking: the latest change wins, ties go to the later created one. */
export function latestPayment<T extends { updatedAt: InstantInput; createdAt: InstantInput }>(
  payments: readonly T[],
): T | undefined {
  let latest: T | undefined;
  for (const payment of payments) {
    if (!latest) {
      latest = payment;
      continue;
    }
    const byUpdate = toInstant(payment.updatedAt).getTime() - toInstant(latest.updatedAt).getTime();
    const byCreation = toInstant(payment.createdAt).getTime() - toInstant(latest.createdAt).getTime();
    if (byUpdate > 0 || (byUpdate === 0 && byCreation > 0)) latest = payment;
  }
  return latest;
}

/** A booking without a payment record is open. */
export function effectiveStatus(payment: { status: PaymentStatus } | null | undefined): PaymentStatus {
  return payment?.status ?? 'REQUIRES_PAYMENT';
}

/** The states of a payment not (yet) paid: open, or failed online. */
export const OPEN_STATUSES = ['REQUIRES_PAYMENT', 'FAILED'] as const satisfies readonly PaymentStatus[];

/** Not (yet) paid: open or failed. */
export function isUnpaid(status: PaymentStatus): boolean {
  return (OPEN_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** A QR-bill may ask for it: unpaid, with something to transfer (a bill's amount starts at CHF 0.01, decision 034). */
export function isBillable(payment: { status: PaymentStatus; amountCents: number }): boolean {
  return isUnpaid(payment.status) && payment.amountCents > 0;
}

type CampRefundDisplay = { state: 'IN_PROGRESS' } | { state: 'REFUNDED'; refundedAt: Date | null };

/**
 * How a refunded camp payment reads: money paid by hand is returned by hand, so it stays "in Bearbeitung" until an
 * admin confirms the repayment; then, and for online refunds, it is refunded with a date. Null when not refunded.
 */
export function campRefundDisplay(payment: {
  status: PaymentStatus;
  method: string | null;
  manualRefundCompletedAt: InstantInput | null;
  updatedAt?: InstantInput | null;
}): CampRefundDisplay | null {
  if (payment.status !== 'REFUNDED') return null;
  if (isManualMethod(payment.method) && !payment.manualRefundCompletedAt) return { state: 'IN_PROGRESS' };
  const refundedAt = payment.manualRefundCompletedAt ?? payment.updatedAt;
  return { state: 'REFUNDED', refundedAt: refundedAt ? toInstant(refundedAt) : null };
}

interface PaymentSummary {
  /** Money that came in: paid, not refunded, and not settled with credit (that money came in with the pack). */
  receivedCents: number;
  /** Open and failed payments. */
  outstandingCents: number;
  refundedCents: number;
  counts: Record<PaymentStatus, number> & { total: number };
}

export function paymentSummary(
  payments: readonly { status: PaymentStatus; method: string | null; amountCents: number }[],
): PaymentSummary {
  const summary: PaymentSummary = {
    receivedCents: 0,
    outstandingCents: 0,
    refundedCents: 0,
    counts: { REQUIRES_PAYMENT: 0, SUCCEEDED: 0, FAILED: 0, REFUNDED: 0, total: 0 },
  };
  for (const { status, method, amountCents } of payments) {
    summary.counts[status] += 1;
    summary.counts.total += 1;
    if (status === 'SUCCEEDED' && method !== 'CREDIT') summary.receivedCents += amountCents;
    if (isUnpaid(status)) summary.outstandingCents += amountCents;
    if (status === 'REFUNDED') summary.refundedCents += amountCents;
  }
  return summary;
}
