import { familyPriceMessages } from '@domain/messages/family-prices';
import { paymentsPageMessages } from '@domain/messages/payment-screens';
import { paymentMessages } from '@domain/messages/payments';
import { qrBillMessages } from '@domain/messages/qr-bill';
import { formatChf } from '@domain/money';
import type { OpenPayment } from '@domain/payments/payments-api';
import { qrBillApi } from '@domain/payments/qr-bill-api';
import { Badge, Button, buttonClasses } from '../../ui';
import { childLabel, payableHeading, payableWhen, paymentStatusView } from './payment-display';

interface OpenPaymentActions {
  onPayOnline(payment: OpenPayment): void;
  onPayWithCredit(payment: OpenPayment): void;
  /** The payment whose action is running (its buttons show busy, the others wait). */
  busyId: string | null;
  /** A QR-IBAN is configured: each payment offers its QR-bill as a download. */
  qrBill: boolean;
}

/** One open or failed payment: what and for whom, the amount, and the pay actions it allows. */
export function OpenPaymentItem({ payment, actions }: { payment: OpenPayment; actions: OpenPaymentActions }) {
  const status = paymentStatusView(payment.status);
  const when = payableWhen(payment);
  const busy = actions.busyId === payment.id;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{payableHeading(payment)}</p>
        <p className="text-sm text-stone-700">
          {childLabel(payment.childName)}
          {when && ` · ${when}`}
        </p>
        {payment.lateCancellation && (
          <p className="text-sm font-medium text-amber-900">
            {paymentsPageMessages.lateCancellation(payment.amountCents)}
          </p>
        )}
        {payment.discount && (
          <p className="text-sm text-stone-700">
            {familyPriceMessages.discountedFrom(
              payment.discount.listPriceCents,
              payment.discount.discountCents,
              payment.discount.reason,
            )}
          </p>
        )}
        <p className="mt-1 flex items-center gap-2">
          <span className="font-semibold text-stone-900">{formatChf(payment.amountCents)}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.qrBill && payment.amountCents > 0 && (
          <a
            className={buttonClasses('secondary', 'sm')}
            href={`/api${qrBillApi.payment(payment.kind, payment.id)}`}
            download
          >
            {qrBillMessages.download}
          </a>
        )}
        {payment.canPayWithCredit && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            disabled={actions.busyId !== null}
            onClick={() => actions.onPayWithCredit(payment)}
          >
            {paymentMessages.payWithCredit}
          </Button>
        )}
        {payment.canPayOnline && (
          <Button
            size="sm"
            loading={busy}
            disabled={actions.busyId !== null}
            onClick={() => actions.onPayOnline(payment)}
          >
            {paymentMessages.payOnline}
          </Button>
        )}
      </div>
    </div>
  );
}
