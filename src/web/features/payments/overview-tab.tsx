import { paymentsPageMessages as m } from '@domain/messages/payment-screens';
import { paymentMessages } from '@domain/messages/payments';
import { qrBillMessages } from '@domain/messages/qr-bill';
import type { OpenPayment } from '@domain/payments/payments-api';
import { qrBillApi } from '@domain/payments/qr-bill-api';
import { isBillable } from '@domain/payments/status';
import { useId, useState } from 'react';
import { ApiError, errorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { AlertMessage, type AlertTone, buttonClasses, Card, EmptyState, Spinner } from '../../ui';
import { ConsumptionsSection } from './consumptions-section';
import { CreditSection } from './credit-section';
import { OpenPaymentItem } from './open-payment-item';
import { useBuyPack, usePaymentsOverview, usePayOnline, usePayWithCredit } from './payments-queries';

interface Notice {
  tone: AlertTone;
  text: string;
}

/** The Overview tab: open payments with their pay actions, the family's credit, and the latest credits spent. */
export function OverviewTab() {
  const overview = usePaymentsOverview();
  const payOnline = usePayOnline();
  const payWithCredit = usePayWithCredit();
  const buyPack = useBuyPack();
  const qrBill = useBranding().branding?.qrBill === true;
  const allBillHint = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const onPayOnline = (payment: OpenPayment) => {
    setNotice(null);
    setBusyId(payment.id);
    payOnline.mutate(payment, {
      // On success the browser leaves for the checkout page; the button stays busy until it does.
      // The server's reason when it gave one (no longer payable, the provider failing), else the spec's text.
      onError: (error) => {
        setBusyId(null);
        setNotice({
          tone: 'error',
          text:
            error instanceof ApiError && error.status > 0 && error.status !== 500
              ? error.message
              : paymentMessages.paymentLinkFailed,
        });
      },
    });
  };
  const onPayWithCredit = (payment: OpenPayment) => {
    setNotice(null);
    setBusyId(payment.id);
    payWithCredit.mutate(payment.id, {
      onSuccess: () => setNotice({ tone: 'success', text: paymentMessages.creditApplied }),
      onError: () => setNotice({ tone: 'error', text: paymentMessages.creditFailed }),
      onSettled: () => setBusyId(null),
    });
  };
  const onBuy = () => {
    setNotice(null);
    buyPack.mutate(undefined, {
      onError: () => setNotice({ tone: 'error', text: paymentMessages.packLinkFailed }),
    });
  };

  if (overview.isPending) return <Spinner />;
  if (overview.isError) return <AlertMessage tone="error">{errorText(overview.error)}</AlertMessage>;
  const { openPayments, credit, recentConsumptions, hasHistory } = overview.data;
  // A payment of CHF 0 has nothing to transfer: the server leaves it off the bill (decision 034).
  const billable = openPayments.filter(isBillable);

  return (
    <div className="flex flex-col gap-4">
      {notice && (
        <AlertMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertMessage>
      )}
      {!hasHistory ? (
        <EmptyState title={paymentMessages.empty} />
      ) : (
        <Card title={m.openTitle} titleAs="h2">
          {openPayments.length === 0 ? (
            <p className="text-sm text-stone-600">{m.noOpenPayments}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={m.openTitle}>
              {openPayments.map((payment) => (
                <li key={`${payment.kind}-${payment.id}`}>
                  <OpenPaymentItem
                    payment={payment}
                    actions={{ onPayOnline, onPayWithCredit, busyId, qrBill }}
                  />
                </li>
              ))}
            </ul>
          )}
          {qrBill && billable.length > 1 && (
            <div className="mt-3 flex flex-col gap-1">
              <a
                className={buttonClasses('secondary', 'sm', 'self-start')}
                href={`/api${qrBillApi.allOpen}`}
                download
                aria-describedby={allBillHint}
              >
                {qrBillMessages.downloadAll}
              </a>
              <p id={allBillHint} className="text-xs text-stone-600">
                {qrBillMessages.downloadAllHint(
                  billable.length,
                  billable.reduce((sum, p) => sum + p.amountCents, 0),
                )}
              </p>
            </div>
          )}
        </Card>
      )}
      <CreditSection credit={credit} onBuy={onBuy} buying={buyPack.isPending || buyPack.isSuccess} />
      {recentConsumptions.length > 0 && <ConsumptionsSection consumptions={recentConsumptions} />}
    </div>
  );
}
