import { isTrainingWaitlistOpen } from '@domain/bookings/waitlist';
import { dashboardTrainingMessages as m } from '@domain/messages/offer-cards';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, Card, Spinner } from '../../ui';
import { useTrainings } from '../bookings/booking-queries';
import { OfferAction } from '../bookings/offer-action';
import { TrainingSummary, trainingName } from '../bookings/offer-facts';
import { RegistrationList } from '../bookings/registration-list';
import type { SignUpRequest } from './next-training-booking';

const NextTrainingBooking = lazy(() =>
  import('./next-training-booking').then((mod) => ({ default: mod.NextTrainingBooking })),
);

// "Nächste TIZ Training": the next TIZ training that is still open for sign-up, with the family's state, the
// sign-up or edit button (the same dialog as on /tiz-trainings) and a link to all dates.
export function NextTrainingCard() {
  const trainings = useTrainings();
  const data = trainings.data;
  // Set by the first press of the button, which loads the booking flow; the flow then stays mounted.
  const [request, setRequest] = useState<SignUpRequest | null>(null);
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
      {data && request && (
        <Suspense fallback={null}>
          <NextTrainingBooking data={data} request={request} />
        </Suspense>
      )}
      {trainings.isPending && <Spinner />}
      {trainings.isError && <AlertMessage tone="error">{errorText(trainings.error)}</AlertMessage>}
      {data && !next && <p className="text-base text-stone-600">{m.none}</p>}
      {data && next && (
        <>
          <TrainingSummary session={next} />
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
              onSignUp={() => setRequest({ offerId: next.id })}
            />
          </div>
        </>
      )}
    </Card>
  );
}
