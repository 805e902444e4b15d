import { isTrainingWaitlistOpen } from '@domain/bookings/waitlist';
import { dashboardTrainingMessages as m } from '@domain/messages/booking-screens';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, Card, Spinner } from '../../ui';
import { useTrainings } from '../bookings/booking-queries';
import { OfferAction } from '../bookings/offer-action';
import { trainingName, useTrainingBooking } from '../bookings/offer-booking';
import { OfferHeading, TrainingFacts, trainingTag } from '../bookings/offer-facts';
import { RegistrationList } from '../bookings/registration-list';

// "Nächste TIZ Training": the next TIZ training that is still open for sign-up, with the family's state, the
// sign-up or edit button (the same dialog as on /tiz-trainings) and a link to all dates.
export function NextTrainingCard() {
  const trainings = useTrainings();
  const flow = useTrainingBooking(trainings.data);
  const data = trainings.data;
  const next = data?.upcoming.find((s) => s.type === 'TIZ' && s.open);

  return (
    <Card
      title={m.title}
      actions={
        <Link to={paths.trainings} className="text-sm font-medium text-brand-800 underline">
          {m.allDates}
        </Link>
      }
    >
      {flow.notice && (
        <AlertMessage tone={flow.notice.tone} className="mb-3" onDismiss={flow.dismissNotice}>
          {flow.notice.text}
        </AlertMessage>
      )}
      {trainings.isPending && <Spinner />}
      {trainings.isError && <AlertMessage tone="error">{errorText(trainings.error)}</AlertMessage>}
      {data && !next && <p className="text-base text-stone-600">{m.none}</p>}
      {data && next && (
        <>
          <OfferHeading
            title={next.title}
            tag={trainingTag(next)}
            seats={{ left: next.seatsLeft, kind: 'session', open: next.open }}
          />
          <TrainingFacts session={next} />
          <RegistrationList
            familyChildren={data.children}
            registrations={next.registrations}
            waitlist={next.waitlist}
          />
          <div className="mt-4 flex justify-end">
            <OfferAction
              open={next.open}
              registered={next.registrations.length > 0 || next.waitlist.length > 0}
              seatsLeft={next.seatsLeft}
              waitlistOpen={isTrainingWaitlistOpen(next.startsAt, new Date())}
              label={trainingName(next)}
              onSignUp={() => flow.signUp(next.id)}
            />
          </div>
        </>
      )}
      {flow.dialogs}
    </Card>
  );
}
