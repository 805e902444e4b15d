import { ABSENCE_REASON_MAX_LENGTH, classifyAbsenceReport } from '@domain/bookings/absence-report';
import { trainingCancellationText } from '@domain/bookings/cancellation-texts';
import type { FamilyChild, FamilyTraining } from '@domain/bookings/contracts';
import { classifyTrainingCancellation } from '@domain/bookings/training-cancellation';
import { absenceDialogMessages as m } from '@domain/messages/booking-screens';
import { shellMessages } from '@domain/messages/shell';
import { effectiveStatus, isUnpaid } from '@domain/payments/status';
import { formatDateTime } from '@domain/time';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Dialog, Textarea } from '../../ui';
import { childName } from '../bookings/registration-list';

// "Abwesend melden" (issue 29): an optional reason, and what the report does now by the server's own rule: before
// the 20-hour cutoff it is the ordinary cancellation (with what that costs or gives back), after it the seat stays
// booked and paid and the trainer sees the child "abgemeldet".

export interface AbsenceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: FamilyTraining;
  child: FamilyChild;
  /** Sends the report; a thrown error is shown in the dialog, which stays open. */
  onSubmit: (reason: string | null) => Promise<void>;
}

function WhatHappens({ session, child }: { session: FamilyTraining; child: FamilyChild }) {
  const registration = session.registrations.find((r) => r.childId === child.id);
  const now = new Date();
  const input = { startsAt: session.startsAt, now, freeUntil: registration?.freeCancellationUntil };
  if (classifyAbsenceReport(input) !== 'CANCELLATION') {
    return <p>{isUnpaid(effectiveStatus(registration?.payment)) ? m.afterCutoffUnpaid : m.afterCutoff}</p>;
  }
  const cancellation = classifyTrainingCancellation({
    ...input,
    paymentStatus: registration?.payment?.status,
    paymentMethod: registration?.payment?.method,
    paidCents: registration?.payment?.amountCents,
    listPriceCents: session.priceCents,
  });
  return (
    <p>
      {m.beforeCutoff} {trainingCancellationText(cancellation)}
    </p>
  );
}

export function AbsenceDialog({ open, onOpenChange, session, child, onSubmit }: AbsenceDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Every opening starts fresh.
  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(null);
  }, [open]);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim() || null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={m.title}
      description={m.question(childName(child), session.title, formatDateTime(session.startsAt))}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {shellMessages.ui.cancel}
          </Button>
          <Button loading={busy} onClick={submit}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-base text-stone-700">
        <WhatHappens session={session} child={child} />
        <Textarea
          label={m.reasonLabel}
          hint={m.reasonHint(ABSENCE_REASON_MAX_LENGTH)}
          rows={2}
          maxLength={ABSENCE_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && <AlertMessage tone="error">{error}</AlertMessage>}
      </div>
    </Dialog>
  );
}
