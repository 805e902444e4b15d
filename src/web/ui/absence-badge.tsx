import type { ReportedAbsence } from '@domain/bookings/absence-report';
import { reportedAbsenceMessages as m } from '@domain/messages/trainer';
import { Badge } from './badge';

/**
 * "abgemeldet" beside a child its parents reported absent after the cutoff (issue 29), with their reason: the seat
 * stays paid, the child does not come. Nothing when no absence was reported.
 */
export function AbsenceBadge({ absence }: { absence: ReportedAbsence | undefined }) {
  if (!absence) return null;
  return (
    <>
      <Badge tone="yellow">{m.reported}</Badge>
      {absence.reason && <span className="text-sm text-stone-700">{m.reason(absence.reason)}</span>}
    </>
  );
}
