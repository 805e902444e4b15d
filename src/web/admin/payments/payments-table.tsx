import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { paymentActionLabels } from '@domain/messages/payments';
import { qrBillMessages } from '@domain/messages/qr-bill';
import { formatChf } from '@domain/money';
import type { AdminPayment } from '@domain/payments/admin-payments-api';
import { qrBillApi } from '@domain/payments/qr-bill-api';
import type { PaymentAction } from '@domain/payments/status';
import { formatDate, formatDateTime } from '@domain/time';
import { useBranding } from '../../lib/branding';
import { Button, buttonClasses } from '../../ui';
import { childLabel, methodLabel, offerLabel, statusLabel } from './payment-texts';

interface Props {
  items: AdminPayment[];
  onAction: (payment: AdminPayment, action: PaymentAction | 'LINK') => void;
}

/** A training's start with its time, a camp's first day. */
export function offerDate(payment: Pick<AdminPayment, 'kind' | 'offerDate'>): string {
  if (!payment.offerDate) return '';
  return payment.kind === 'training'
    ? formatDateTime(payment.offerDate)
    : formatDate(payment.offerDate as `${number}-${number}-${number}`);
}

/** Open and failed payments with something to transfer can be billed (the server refuses the rest). */
const billable = (p: AdminPayment) =>
  (p.status === 'REQUIRES_PAYMENT' || p.status === 'FAILED') && p.amountCents > 0;

function Rows({ items, onAction, showOffer }: Props & { showOffer: boolean }) {
  const qrBill = useBranding().branding?.qrBill === true;
  const cell = 'border-b border-stone-100 px-3 py-2 align-top';
  return (
    <>
      {items.map((p) => (
        <tr key={`${p.kind}-${p.id}`}>
          <td className={cell}>{formatDate(new Date(p.createdAt))}</td>
          <td className={`${cell} font-medium`}>{childLabel(p)}</td>
          <td className={cell}>
            <div>{p.parentName ?? ''}</div>
            <div className="text-sm text-stone-600">{p.parentEmail ?? ''}</div>
          </td>
          {showOffer && (
            <td className={cell}>
              <div>{offerLabel(p)}</div>
              <div className="text-sm text-stone-600">{offerDate(p)}</div>
            </td>
          )}
          <td className={`${cell} text-right tabular-nums`}>{formatChf(p.amountCents)}</td>
          <td className={cell}>{statusLabel(p)}</td>
          <td className={cell}>{methodLabel(p)}</td>
          <td className={cell}>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{s.actionsFor(childLabel(p))}</legend>
              {p.actions.map((action) => (
                <Button key={action} size="sm" variant="secondary" onClick={() => onAction(p, action)}>
                  {paymentActionLabels[action]}
                </Button>
              ))}
              {p.actions.includes('MARK_PAID') && p.amountCents > 0 && (
                <Button size="sm" variant="secondary" onClick={() => onAction(p, 'LINK')}>
                  {s.paymentLink}
                </Button>
              )}
              {qrBill && billable(p) && (
                <a
                  className={buttonClasses('secondary', 'sm')}
                  href={`/api${qrBillApi.admin(p.kind, p.id)}`}
                  download
                  aria-label={qrBillMessages.adminDownloadLabel(childLabel(p))}
                >
                  {qrBillMessages.adminDownload}
                </a>
              )}
            </fieldset>
          </td>
        </tr>
      ))}
    </>
  );
}

/** Payments as one table; inside a group of the grouped view without the offer column (the group names it). */
export function PaymentsTable({
  items,
  onAction,
  caption,
  showOffer,
}: Props & { caption: string; showOffer: boolean }) {
  const c = s.columns;
  const heads = [
    c.date,
    c.child,
    c.parent,
    ...(showOffer ? [c.offer] : []),
    c.amount,
    c.status,
    c.method,
    c.actions,
  ];
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full border-separate border-spacing-0 text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className="border-b border-stone-200 px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Rows items={items} onAction={onAction} showOffer={showOffer} />
        </tbody>
      </table>
    </div>
  );
}
