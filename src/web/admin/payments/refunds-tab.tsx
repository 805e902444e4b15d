import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { adminPaymentMessages, paymentMethodLabels } from '@domain/messages/payments';
import { formatChf } from '@domain/money';
import type { PendingCampRefund, StripeCampRefund } from '@domain/payments/admin-payments-api';
import { formatDate } from '@domain/time';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, ConfirmDialog, PageSpinner } from '../../ui';
import { AdminTable, cellClasses } from '../admin-table';
import { explainedError } from '../explained-error';
import { useAdminRefunds, useConfirmRefund, useRetryRefund } from './payments-queries';

const cell = cellClasses(false);

const c = s.refundColumns;

/**
 * The Refunds tab: cancelled camps paid by hand wait here until an admin has paid the money back and confirms
 * it (the CHF 100 fee shown); refunds through Stripe still queued or failed are listed with a retry.
 */
export function RefundsTab({ onNotice }: { onNotice: (message: string) => void }) {
  const refunds = useAdminRefunds(true);
  const confirmRefund = useConfirmRefund();
  const retry = useRetryRefund();
  const [confirming, setConfirming] = useState<PendingCampRefund | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);

  if (refunds.isPending) return <PageSpinner />;
  if (refunds.isError) return <AlertMessage tone="error">{errorText(refunds.error)}</AlertMessage>;
  const { pending, stripe } = refunds.data;

  const retryRefund = async (refund: StripeCampRefund) => {
    setRetryError(null);
    try {
      await retry.mutateAsync(refund.campPaymentId);
      onNotice(s.retried);
    } catch (err) {
      setRetryError(`${s.retryFailed}: ${errorText(err)}`);
    }
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="pending-refunds">
        <h2 id="pending-refunds" className="text-lg font-semibold text-stone-900">
          {s.pendingRefunds}
        </h2>
        <p className="mb-2 text-sm text-stone-600">{s.pendingRefundsHint}</p>
        {pending.length === 0 ? (
          <p className="text-stone-700">{s.noPendingRefunds}</p>
        ) : (
          <AdminTable
            caption={s.pendingRefunds}
            columns={[c.child, c.camp, c.original, c.refund, c.fee, c.created, c.actions]}
          >
            {pending.map((r) => (
              <tr key={r.id}>
                <td className={`${cell} font-medium`}>{r.childName ?? s.unknownChild}</td>
                <td className={cell}>{r.campName ?? s.unknownCamp}</td>
                <td className={`${cell} tabular-nums`}>
                  {formatChf(r.originalCents)}
                  {r.method && <div className="text-sm text-stone-600">{paymentMethodLabels[r.method]}</div>}
                </td>
                <td className={`${cell} tabular-nums`}>{formatChf(r.refundCents)}</td>
                <td className={`${cell} tabular-nums`}>{formatChf(r.feeCents)}</td>
                <td className={cell}>{formatDate(new Date(r.refundedAt))}</td>
                <td className={cell}>
                  <Button
                    size="sm"
                    aria-label={`${s.confirm}: ${r.childName ?? s.unknownChild}`}
                    onClick={() => setConfirming(r)}
                  >
                    {s.confirm}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      <section aria-labelledby="stripe-refunds">
        <h2 id="stripe-refunds" className="mb-2 text-lg font-semibold text-stone-900">
          {s.stripeRefunds}
        </h2>
        {retryError && (
          <AlertMessage tone="error" className="mb-2" onDismiss={() => setRetryError(null)}>
            {retryError}
          </AlertMessage>
        )}
        {stripe.length === 0 ? (
          <p className="text-stone-700">{s.noStripeRefunds}</p>
        ) : (
          <AdminTable
            caption={s.stripeRefunds}
            columns={[c.child, c.camp, c.original, c.refund, c.created, c.state, c.actions]}
          >
            {stripe.map((r) => (
              <tr key={r.campPaymentId}>
                <td className={`${cell} font-medium`}>{r.childName ?? s.unknownChild}</td>
                <td className={cell}>{r.campName ?? s.unknownCamp}</td>
                <td className={`${cell} tabular-nums`}>{formatChf(r.originalCents)}</td>
                <td className={`${cell} tabular-nums`}>{formatChf(r.refundCents)}</td>
                <td className={cell}>{formatDate(new Date(r.queuedAt))}</td>
                <td className={cell}>{s.stripeStates[r.state]}</td>
                <td className={cell}>
                  {r.state === 'FAILED' && (
                    <Button size="sm" variant="secondary" onClick={() => retryRefund(r)}>
                      {s.retry}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={s.confirmRefundTitle}
        tone="primary"
        confirmLabel={s.confirm}
        description={
          confirming
            ? s.confirmRefundDescription(
                confirming.childName ?? s.unknownChild,
                formatChf(confirming.refundCents),
              )
            : ''
        }
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await confirmRefund.mutateAsync(confirming.id);
          } catch (err) {
            throw explainedError(err, `${adminPaymentMessages.confirmFailed}: ${errorText(err)}`);
          }
          onNotice(adminPaymentMessages.manualRefundConfirmed);
        }}
      />
    </div>
  );
}
