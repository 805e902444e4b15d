import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { adminPaymentMessages, paymentMethodLabels, paymentStatusLabels } from '@domain/messages/payments';
import type { AdminPayment, AdminRefundResponse } from '@domain/payments/admin-payments-api';
import { campRefundDisplay, isStripeMethod } from '@domain/payments/status';
import { formatDate } from '@domain/time';

// How a payment reads in the back office, and which of the spec's three refund messages an answer earns.

export function childLabel(payment: Pick<AdminPayment, 'childName'>): string {
  return payment.childName ?? s.unknownChild;
}

export function offerLabel(payment: Pick<AdminPayment, 'kind' | 'offerTitle'>): string {
  const title = payment.offerTitle ?? (payment.kind === 'training' ? '' : s.unknownCamp);
  return payment.kind === 'campFee' ? `${s.campFee}: ${title}` : title;
}

/**
 * "Erstattet" with its date, or "in Bearbeitung" for a camp paid by hand not yet paid back; a training payment owed
 * for a late cancellation says so.
 */
export function statusLabel(payment: AdminPayment): string {
  if (payment.kind === 'camp') {
    const refund = campRefundDisplay(payment);
    if (refund?.state === 'IN_PROGRESS') return `${paymentStatusLabels.REFUNDED} (${s.refundInProgress})`;
    if (refund?.refundedAt) return `${paymentStatusLabels.REFUNDED} ${formatDate(refund.refundedAt)}`;
  }
  const label = paymentStatusLabels[payment.status];
  // Owed although the registration is cancelled: the admin sees why (decision 033).
  return payment.lateCancellation ? `${label} (${s.lateCancellation})` : label;
}

export function methodLabel(payment: Pick<AdminPayment, 'method'>): string {
  return payment.method ? paymentMethodLabels[payment.method] : '';
}

/** Said before the refund: the way the money goes back follows the way it came in. */
export function refundHow(payment: Pick<AdminPayment, 'method' | 'stripePaymentIntentId'>): string {
  if (payment.method === 'CREDIT') return s.refundHowCredit;
  if (isStripeMethod(payment.method) && payment.stripePaymentIntentId) return s.refundHowStripe;
  return s.refundHowManual;
}

/** Said after it (admin-back-office.md section 7: manual, credit restored, or the card provider's). */
export function refundDoneMessage(
  answer: Pick<AdminRefundResponse, 'manual_refund_required' | 'credit_restored'>,
) {
  if (answer.manual_refund_required) return adminPaymentMessages.refundManual;
  if (answer.credit_restored) return adminPaymentMessages.refundCreditRestored;
  return adminPaymentMessages.refundByCardProvider;
}
