import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { creditPackMessages, packOriginLabels } from '@domain/messages/payments';
import { formatChf } from '@domain/money';
import type { HistoryItem } from '@domain/payments/payments-api';
import { Badge } from '../../ui';
import {
  childLabel,
  consumptionStatusView,
  historyPaymentStatus,
  methodText,
  packStatusView,
  payableHeading,
  payableWhen,
  type StatusView,
} from './payment-display';

function Row({ heading, details, status }: { heading: string; details: string[]; status: StatusView }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-100 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{heading}</p>
        <p className="text-sm text-stone-700">{details.filter(Boolean).join(' · ')}</p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
    </div>
  );
}

/** One entry of the History tab: a payment, a pack, or a credit spent (or given back). */
export function HistoryItemRow({ item }: { item: HistoryItem }) {
  if (item.type === 'pack') {
    const origin = packOriginLabels[item.origin];
    const expiry = item.expiresAt
      ? (item.expired || item.status === 'EXPIRED' ? m.expiredOn : creditPackMessages.expiresOn)(
          new Date(item.expiresAt),
        )
      : '';
    return (
      <Row
        heading={`${m.packTitle} · ${origin}`}
        details={[
          creditPackMessages.remaining(item.creditsRemaining, item.totalCredits),
          item.priceCentsPaid > 0 ? formatChf(item.priceCentsPaid) : '',
          methodText(item.paymentMethod) ?? '',
          expiry,
        ]}
        status={packStatusView(item)}
      />
    );
  }
  if (item.type === 'consumption') {
    return (
      <Row
        heading={`${m.consumptionTitle}: ${item.title ?? ''}`}
        details={[
          childLabel(item.childName),
          payableWhen({ kind: 'training', title: item.title, date: item.date }) ?? '',
          m.creditsUsed(item.qty),
        ]}
        status={consumptionStatusView(item)}
      />
    );
  }
  return (
    <Row
      heading={payableHeading(item)}
      details={[
        childLabel(item.childName),
        payableWhen(item) ?? '',
        formatChf(item.amountCents),
        item.lateCancellation ? m.lateCancellation(item.amountCents) : '',
        item.status === 'SUCCEEDED' || item.status === 'REFUNDED' ? (methodText(item.method) ?? '') : '',
        item.paidAt && item.status === 'SUCCEEDED' ? m.paidOn(new Date(item.paidAt)) : '',
        item.refundCents !== null && item.status === 'REFUNDED' ? m.refundAmount(item.refundCents) : '',
      ]}
      status={historyPaymentStatus(item)}
    />
  );
}
