import { trainerMessages as m } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import { AbsenceBadge } from '../../ui/absence-badge';

/**
 * Before the day takes marks (the list of participants shows from the day on): the children their parents reported
 * absent so far (issue 29).
 */
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
