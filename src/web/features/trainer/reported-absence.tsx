import type { ReportedAbsence } from '@domain/bookings/absence-report';
import { trainerMessages as m } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import { Badge } from '../../ui';

// A child its parents reported absent after the cutoff (issue 29): the seat stays paid, the child does not come.

/** "abgemeldet" beside the child, with the parents' reason. */
export function AbsenceBadge({ absence }: { absence: ReportedAbsence | undefined }) {
  if (!absence) return null;
  return (
    <>
      <Badge tone="yellow">{m.absenceReported}</Badge>
      {absence.reason && <span>{m.absenceReason(absence.reason)}</span>}
    </>
  );
}

/** Before the day takes marks: the children reported absent so far. */
export function ReportedAbsences({ participants }: { participants: TrainerOfferResponse['participants'] }) {
  const reported = participants.filter((p) => p.absence);
  if (reported.length === 0) return null;
  return (
    <ul aria-label={m.absencesLabel} className="flex flex-col gap-1.5">
      {reported.map((p) => (
        <li key={p.childId} className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span className="font-semibold text-stone-900">{personName(p)}</span>
          <AbsenceBadge absence={p.absence} />
        </li>
      ))}
    </ul>
  );
}
