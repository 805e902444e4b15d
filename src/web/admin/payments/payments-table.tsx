import type { PaymentKey } from '@domain/bulk/admin-bulk-endpoints';
import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { paymentActionLabels } from '@domain/messages/payments';
import { qrBillMessages } from '@domain/messages/qr-bill';
import { formatChf } from '@domain/money';
import type { AdminPayment, AdminPaymentsFilter } from '@domain/payments/admin-payments-api';
import { isBillable, type PaymentAction } from '@domain/payments/status';
import { formatDate, formatDateTime } from '@domain/time';
import { callPath, pathOf } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { AdminTable, cellClasses } from '../admin-table';
import { SelectPageBox, SelectRowCell } from '../bulk/select-boxes';
import type { Selection } from '../bulk/use-selection';
import { RowActions } from '../row-actions';
import { childLabel, methodLabel, offerLabel, statusLabel } from './payment-texts';

interface Props {
  items: AdminPayment[];
  onAction: (payment: AdminPayment, action: PaymentAction | 'LINK') => void;
  /** The list's selection for bulk actions; rows without boxes when left out (the grouped view). */
  selection?: PaymentSelection | undefined;
}

type PaymentSelection = Selection<AdminPaymentsFilter, PaymentKey>;

/** A payment's key in a selection: its kind and id. */
export const paymentKey = ({ kind, id }: Pick<AdminPayment, 'kind' | 'id'>): PaymentKey => ({ kind, id });

/** A training's start with its time, a camp's first day. */
/** The QR-bill of the payment, a file the browser downloads. */
const qrBillHref = ({ kind, id }: AdminPayment) =>
  `/api${callPath(pathOf('GET /admin/payments/:kind/:id/qr-bill.pdf'), { kind, id }, undefined)}`;

export function offerDate(payment: Pick<AdminPayment, 'kind' | 'offerDate'>): string {
  if (!payment.offerDate) return '';
  return payment.kind === 'training'
    ? formatDateTime(payment.offerDate)
    : formatDate(payment.offerDate as `${number}-${number}-${number}`);
}

function Rows({ items, onAction, showOffer, selection }: Props & { showOffer: boolean }) {
  const qrBill = useBranding().branding?.qrBill === true;
  const cell = cellClasses(false);
  return (
    <>
      {items.map((p) => (
        <tr key={`${p.kind}-${p.id}`}>
          {selection && (
            <SelectRowCell className={cell} selection={selection} id={paymentKey(p)} name={childLabel(p)} />
          )}
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
            <RowActions
              name={childLabel(p)}
              actions={[
                ...p.actions.map((action) => ({
                  label: paymentActionLabels[action],
                  onSelect: () => onAction(p, action),
                })),
                p.actions.includes('MARK_PAID') &&
                  p.amountCents > 0 && { label: s.paymentLink, onSelect: () => onAction(p, 'LINK') },
                qrBill &&
                  isBillable(p) && {
                    label: qrBillMessages.adminDownload,
                    download: qrBillHref(p),
                  },
              ]}
            />
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
  selection,
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
    <AdminTable
      caption={caption}
      columns={heads}
      selectBox={selection && <SelectPageBox selection={selection} />}
    >
      <Rows items={items} onAction={onAction} showOffer={showOffer} selection={selection} />
    </AdminTable>
  );
}
