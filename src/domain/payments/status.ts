// Payment statuses and methods, what each side may do with a payment in which state, and the sums admins see.
// Training payments, camp payments and camp cancellation fees share these rules.
import { TRAINING_UNIT_CENTS } from '../constants';
import { paymentMethodLabels, paymentStatusLabels } from '../messages/payment-labels';
import { type InstantInput, toInstant } from '../time/instant';
import {
  PARENT_VISIBLE_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentAction,
  type PaymentMethod,
  type PaymentStatus,
} from './values';

export {
  PARENT_VISIBLE_METHODS,
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

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly unknown[]).includes(value);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
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

/** Not (yet) paid: open or failed. */
export function isUnpaid(status: PaymentStatus): boolean {
  return status === 'REQUIRES_PAYMENT' || status === 'FAILED';
}

export function canPayOnline(status: PaymentStatus): boolean {
  return isUnpaid(status);
}

/**
 * One credit is worth one training unit, so only a payment of exactly that amount can be settled with credit.
 * Trainings and camps follow the same rule (admin spec: "Camp credit settle is offered only for payments of 2500
 * cents"); `kind` is part of the contract so callers state what they settle. Whether the parent holds a usable
 * pack is checked by the caller (see pickPackForSettlement).
 */
export function canSettleWithCredit(payment: {
  amountCents: number;
  status: PaymentStatus;
  kind: 'training' | 'camp';
}): boolean {
  return payment.amountCents === TRAINING_UNIT_CENTS && isUnpaid(payment.status);
}

interface AdminPaymentView {
  status: PaymentStatus;
  method: string | null;
}

/** Admin records a manual payment (TWINT_MANUAL, CASH, GRATIS, VOUCHER). A failed payment is as unpaid as an open one. */
export function canMarkPaid(payment: AdminPaymentView): boolean {
  return isUnpaid(payment.status);
}

export function canRefund(payment: AdminPaymentView): boolean {
  return payment.status === 'SUCCEEDED';
}

/** Undo a manual "paid" (e.g. a wrong click): only money recorded by hand can be un-recorded by hand. */
export function canReopen(payment: AdminPaymentView): boolean {
  return payment.status === 'SUCCEEDED' && isManualMethod(payment.method);
}

/** Back to open after a refund or a failure; clears the method and the payment-provider references. */
export function canReset(payment: AdminPaymentView): boolean {
  return payment.status === 'REFUNDED' || payment.status === 'FAILED';
}

/**
 * The admin state machine (admin-back-office.md, section 4). `method` says what happens to the method:
 * 'manual' = the admin picks one of MANUAL_METHODS, 'CREDIT' = set to CREDIT, 'kept', or 'cleared' (also the
 * payment-provider references).
 */
export const PAYMENT_TRANSITIONS = {
  MARK_PAID: { to: 'SUCCEEDED', method: 'manual' },
  SETTLE_WITH_CREDIT: { to: 'SUCCEEDED', method: 'CREDIT' },
  REFUND: { to: 'REFUNDED', method: 'kept' },
  REOPEN: { to: 'REQUIRES_PAYMENT', method: 'cleared' },
  RESET: { to: 'REQUIRES_PAYMENT', method: 'cleared' },
} as const satisfies Record<
  PaymentAction,
  { to: PaymentStatus; method: 'manual' | 'CREDIT' | 'kept' | 'cleared' }
>;

/** The actions an admin may take on a payment in its current state, in the order the UI offers them. */
export function allowedPaymentTransitions(
  payment: AdminPaymentView & { amountCents: number; kind?: 'training' | 'camp' },
): PaymentAction[] {
  const actions: PaymentAction[] = [];
  if (canMarkPaid(payment)) actions.push('MARK_PAID');
  if (canSettleWithCredit({ ...payment, kind: payment.kind ?? 'training' }))
    actions.push('SETTLE_WITH_CREDIT');
  if (canRefund(payment)) actions.push('REFUND');
  if (canReopen(payment)) actions.push('REOPEN');
  if (canReset(payment)) actions.push('RESET');
  return actions;
}

export type CampRefundDisplay = { state: 'IN_PROGRESS' } | { state: 'REFUNDED'; refundedAt: Date | null };

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

export interface PaymentSummary {
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
