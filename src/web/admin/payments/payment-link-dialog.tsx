import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { paymentMessages } from '@domain/messages/payments';
import type { AdminPayment } from '@domain/payments/admin-payments-api';
import { useEffect, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { AlertMessage, Button, Dialog, Input, PageSpinner } from '../../ui';
import { childLabel } from './payment-texts';
import { usePaymentLink } from './payments-queries';

/** The payment link of an open payment, made when the dialog opens, to copy and send to the parent. */
export function PaymentLinkDialog({
  payment,
  onClose,
}: {
  payment: AdminPayment | null;
  onClose: () => void;
}) {
  const link = usePaymentLink();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const { mutate, reset } = link;
  useEffect(() => {
    setCopied(null);
    reset();
    if (payment) mutate(payment);
  }, [payment, mutate, reset]);

  const url = link.data?.url;
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={payment ? s.paymentLinkFor(childLabel(payment)) : s.paymentLink}
      description={s.paymentLinkHint}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {s.close}
          </Button>
          <Button
            disabled={!url}
            onClick={async () => {
              if (!url) return;
              try {
                await copyText(url);
                setCopied('ok');
              } catch {
                setCopied('failed');
              }
            }}
          >
            {s.copy}
          </Button>
        </>
      }
    >
      {link.isPending && <PageSpinner />}
      {link.isError && <AlertMessage tone="error">{paymentMessages.paymentLinkFailed}</AlertMessage>}
      {url && <Input label={s.paymentLink} readOnly value={url} onFocus={(e) => e.target.select()} />}
      {copied === 'ok' && (
        <AlertMessage tone="success" className="mt-4">
          {s.copied}
        </AlertMessage>
      )}
      {copied === 'failed' && (
        <AlertMessage tone="error" className="mt-4">
          {s.copyFailed}
        </AlertMessage>
      )}
    </Dialog>
  );
}
