import type { FamilyChild, FamilyTraining } from '@domain/bookings/contracts';
import { absenceDialogMessages } from '@domain/messages/booking-screens';
import { lazy, Suspense, useState } from 'react';
import type { Notice } from '../bookings/booking-flow';
import { useReportAbsence } from '../bookings/booking-queries';
import { trainingCancelledText } from '../bookings/offer-booking';
import { childName } from '../bookings/registration-list';

// The dialog loads when first opened, so the trainings page's first view does not carry it (decision 028); once
// loaded it stays mounted, so it can animate closed and hand the focus back.
const AbsenceDialog = lazy(() => import('./absence-dialog').then((m) => ({ default: m.AbsenceDialog })));

/**
 * "Abwesend melden" on the trainings page (issue 29): whose report is open, the dialog, and the notice of what the
 * report did (before the cutoff the cancellation's own text).
 */
export function useAbsenceReport(sessions: readonly FamilyTraining[], notify: (notice: Notice) => void) {
  const report = useReportAbsence();
  const [reporting, setReporting] = useState<{ sessionId: string; child: FamilyChild } | null>(null);
  const [open, setOpen] = useState(false);
  const session = sessions.find((s) => s.id === reporting?.sessionId);

  const dialog = session && reporting && (
    <Suspense fallback={null}>
      <AbsenceDialog
        open={open}
        onOpenChange={setOpen}
        session={session}
        child={reporting.child}
        onSubmit={async (reason) => {
          const result = await report.mutateAsync({
            offerId: session.id,
            childId: reporting.child.id,
            reason,
          });
          setOpen(false);
          notify({
            tone: 'success',
            text:
              result.outcome === 'CANCELLED'
                ? trainingCancelledText(result.cancellation)
                : absenceDialogMessages.reported(childName(reporting.child)),
          });
        }}
      />
    </Suspense>
  );

  return {
    open: (sessionId: string, child: FamilyChild) => {
      setReporting({ sessionId, child });
      setOpen(true);
    },
    dialog,
  };
}
