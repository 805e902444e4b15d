import type { ChildRegistration, FamilyChild, WaitlistPlace } from '@domain/bookings/contracts';
import { registrationMessages as m, waitlistMessages as w } from '@domain/messages/offer-cards';
import { effectiveStatus, isUnpaid, paymentStatusLabel, visibleMethodLabel } from '@domain/payments/status';
import { personName } from '@domain/people/person-name';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Badge, type BadgeTone, Button } from '../../ui';
import { AttendanceNote } from './attendance-note';

export function childName(child: Pick<FamilyChild, 'firstName' | 'lastName'>): string {
  return personName(child);
}

const statusTone = {
  REQUIRES_PAYMENT: 'yellow',
  FAILED: 'red',
  SUCCEEDED: 'green',
  REFUNDED: 'neutral',
} as const;

/** Which of the family's children are registered, each with the state of its payment. */
export function RegistrationList({
  familyChildren,
  registrations,
  waitlist = [],
  multiDay = false,
  onReportAbsence,
}: {
  familyChildren: FamilyChild[];
  registrations: ChildRegistration[];
  /** The family's children waiting for a seat (issue 16). */
  waitlist?: WaitlistPlace[];
  /** A camp of several days names the days of an absence (issue 18). */
  multiDay?: boolean;
  /** A training before its start offers "Abwesend melden" for each child not reported yet (issue 29). */
  onReportAbsence?: ((child: FamilyChild) => void) | undefined;
}) {
  if (registrations.length === 0 && waitlist.length === 0) return null;
  const byId = new Map(familyChildren.map((c) => [c.id, c]));
  const unpaid = registrations.some((r) => isUnpaid(effectiveStatus(r.payment)));
  return (
    <div className="mt-3 rounded-xl bg-stone-50 p-3">
      <ul aria-label={m.childrenLabel} className="flex flex-col gap-1.5">
        {registrations.map((registration) => {
          const child = byId.get(registration.childId);
          const status = effectiveStatus(registration.payment);
          const method = visibleMethodLabel(registration.payment?.method);
          const tone: BadgeTone = statusTone[status];
          return (
            <li key={registration.childId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-base text-stone-800">
                {child ? childName(child) : registration.childId}
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                <AttendanceNote marks={registration.attendance} multiDay={multiDay} />
                {registration.absence ? (
                  <Badge tone="neutral">{m.absenceReported}</Badge>
                ) : (
                  <Badge tone="info">{m.registered}</Badge>
                )}
                <Badge tone={tone}>
                  {paymentStatusLabel(status)}
                  {method && status === 'SUCCEEDED' ? ` · ${method}` : ''}
                </Badge>
                {child && onReportAbsence && !registration.absence && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={m.reportAbsenceFor(childName(child))}
                    onClick={() => onReportAbsence(child)}
                  >
                    {m.reportAbsence}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
        {waitlist.map(({ childId, place }) => {
          const child = byId.get(childId);
          return (
            <li key={childId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-base text-stone-800">{child ? childName(child) : childId}</span>
              <Badge tone="neutral">{w.place(place)}</Badge>
            </li>
          );
        })}
      </ul>
      {unpaid && (
        <Link to={paths.payments} className="mt-2 inline-block text-sm font-medium text-brand-800 underline">
          {m.payNow}
        </Link>
      )}
    </div>
  );
}
