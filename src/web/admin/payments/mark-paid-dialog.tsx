import { adminPaymentsScreenMessages as s } from '@domain/messages/admin-payments';
import { adminPaymentMessages, paymentMethodLabels } from '@domain/messages/payments';
import { formatChf } from '@domain/money';
import type { AdminPayment } from '@domain/payments/admin-payments-api';
import { MANUAL_METHODS, type ManualPaymentMethod } from '@domain/payments/status';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog, Select } from '../../ui';
import { childLabel } from './payment-texts';
import { useMarkPaid } from './payments-queries';

/** "Zahlung bestätigen": the admin picks how the money came in (only the manual methods are offered). */
export function MarkPaidDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: AdminPayment | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [method, setMethod] = useState<ManualPaymentMethod>('CASH');
  const [error, setError] = useState<string | null>(null);
  const markPaid = useMarkPaid();
  useEffect(() => {
    if (payment) {
      setMethod('CASH');
      setError(null);
    }
  }, [payment]);

  const confirm = async () => {
    if (!payment) return;
    setError(null);
    try {
      await markPaid.mutateAsync({ payment, method });
      onDone(adminPaymentMessages.markedPaid);
    } catch (err) {
      setError(`${adminPaymentMessages.statusUpdateFailed}: ${errorText(err)}`);
    }
  };

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => !open && !markPaid.isPending && onClose()}
      title={s.markPaidTitle}
      description={payment ? s.markPaidDescription(childLabel(payment), formatChf(payment.amountCents)) : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={markPaid.isPending}>
            {s.cancel}
          </Button>
          <Button onClick={confirm} loading={markPaid.isPending}>
            {s.confirm}
          </Button>
        </>
      }
    >
      <Select
        label={s.method}
        placeholder={false}
        options={MANUAL_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }))}
        value={method}
        onChange={(e) => setMethod(e.target.value as ManualPaymentMethod)}
      />
      {error && (
        <AlertMessage tone="error" className="mt-4">
          {error}
        </AlertMessage>
      )}
    </Dialog>
  );
}
