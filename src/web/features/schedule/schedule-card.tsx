import type { ScheduleCamp, ScheduleTraining } from '@domain/bookings/contracts';
import { scheduleMessages as m, registrationMessages } from '@domain/messages/offer-cards';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Badge, buttonClasses, Card } from '../../ui';
import { CampSummary, TrainingSummary } from '../bookings/offer-facts';

/**
 * The card's links: sign-up (only while the offer is open and seats remain; sign-in comes first) and the provider's
 * more-info page (`infoUrl`, from the branding: the page reads it once for all its cards, where one query
 * subscription per card was a good part of drawing the list on a phone). A training that has started stays listed
 * until its end, marked "Anmeldung geschlossen".
 */
function ScheduleLinks({
  open,
  seatsLeft,
  signUpPath,
  label,
  infoUrl,
}: {
  open: boolean;
  seatsLeft: number;
  signUpPath: string;
  label: string;
  infoUrl: string | null | undefined;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
      {infoUrl && (
        <a
          href={infoUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('ghost', 'md')}
          aria-label={`${m.moreInfo}: ${label}`}
        >
          {m.moreInfo}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
      {!open && <Badge tone="neutral">{registrationMessages.closed}</Badge>}
      {open && seatsLeft > 0 && (
        <Link to={signUpPath} className={buttonClasses('primary', 'md')} aria-label={`${m.signUp}: ${label}`}>
          {m.signUp}
        </Link>
      )}
    </div>
  );
}

export function ScheduleTrainingCard({
  session,
  infoUrl,
}: {
  session: ScheduleTraining & { open: boolean };
  infoUrl: string | null | undefined;
}) {
  return (
    <Card>
      <TrainingSummary session={session} />
      <ScheduleLinks
        open={session.open}
        seatsLeft={session.seatsLeft}
        signUpPath={paths.trainings}
        label={session.title}
        infoUrl={infoUrl}
      />
    </Card>
  );
}

export function ScheduleCampCard({
  camp,
  infoUrl,
}: {
  camp: ScheduleCamp & { open: boolean };
  infoUrl: string | null | undefined;
}) {
  return (
    <Card>
      <CampSummary camp={camp} />
      <ScheduleLinks
        open={camp.open}
        seatsLeft={camp.seatsLeft}
        signUpPath={paths.camps}
        label={camp.name}
        infoUrl={infoUrl}
      />
    </Card>
  );
}
