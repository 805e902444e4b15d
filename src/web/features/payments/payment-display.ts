import { bookingMessages } from '@domain/messages/bookings';
import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { packStatusLabels, paymentMessages } from '@domain/messages/payments';
import type { PackHistoryItem, PayableKind, PaymentHistoryItem } from '@domain/payments/payments-api';
import {
  campRefundDisplay,
  type PaymentStatus,
  paymentStatusLabel,
  visibleMethodLabel,
} from '@domain/payments/status';
import { formatDate, formatWeekdayDateTime } from '@domain/time';
import type { BadgeTone } from '../../ui';

// How a payment, a pack or a spent credit reads on /zahlungen: the pure rules behind the lists, tested on their own.

interface Payable {
  kind: PayableKind;
  title: string | null;
  /** Training start (ISO instant) or camp start day (YYYY-MM-DD). */
  date: string | null;
}

export function childLabel(name: string | null): string {
  return name ?? bookingMessages.unknownChild;
}

/** "TIZ Passspiel", "Sommercamp", "Annullationsgebühr: Sommercamp". */
export function payableHeading({ kind, title }: Payable): string {
  if (kind === 'training') return title ?? '';
  const camp = title ?? bookingMessages.unknownCamp;
  return kind === 'campFee' ? m.campFeeTitle(camp) : camp;
}

/** When it takes place: a training's start in Zurich with weekday and time, a camp's first day. */
export function payableWhen({ kind, date }: Payable): string | null {
  if (!date) return null;
  return kind === 'training' ? formatWeekdayDateTime(date) : formatDate(date);
}

const statusTones: Record<PaymentStatus, BadgeTone> = {
  REQUIRES_PAYMENT: 'yellow',
  FAILED: 'red',
  SUCCEEDED: 'green',
  REFUNDED: 'neutral',
};

export interface StatusView {
  label: string;
  tone: BadgeTone;
}

export function paymentStatusView(status: PaymentStatus): StatusView {
  return { label: paymentStatusLabel(status), tone: statusTones[status] };
}

/**
 * A payment in the history. A refunded camp paid by hand stays "in Bearbeitung" until an admin confirms the
 * repayment, then reads "Erstattet am <date>".
 */
export function historyPaymentStatus(item: PaymentHistoryItem): StatusView {
  if (item.kind === 'camp') {
    const refund = campRefundDisplay({ ...item, updatedAt: item.changedAt });
    if (refund?.state === 'IN_PROGRESS') return { label: paymentMessages.refundInProgress, tone: 'yellow' };
    if (refund?.refundedAt) return { label: paymentMessages.refundedOn(refund.refundedAt), tone: 'neutral' };
  }
  return paymentStatusView(item.status);
}

/** The method, when it is one we know; unknown methods are not shown. */
export function methodText(method: string | null): string | null {
  return visibleMethodLabel(method);
}

export function packStatusView(pack: Pick<PackHistoryItem, 'status' | 'expired'>): StatusView {
  if (pack.expired || pack.status === 'EXPIRED') return { label: packStatusLabels.EXPIRED, tone: 'neutral' };
  if (pack.status === 'CANCELLED') return { label: packStatusLabels.CANCELLED, tone: 'red' };
  return { label: packStatusLabels.ACTIVE, tone: 'green' };
}

export function consumptionStatusView(consumption: { revertedAt: string | null }): StatusView {
  return consumption.revertedAt
    ? { label: paymentMessages.consumptionReverted, tone: 'neutral' }
    : { label: paymentStatusLabel('SUCCEEDED'), tone: 'green' };
}
