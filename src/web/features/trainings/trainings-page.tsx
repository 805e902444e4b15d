import { trainingsPageMessages as m } from '@domain/messages/booking-screens';
import { shellMessages } from '@domain/messages/shell';
import { errorText } from '../../lib/api';
import { AlertMessage, PageHeader, PageSpinner } from '../../ui';
import { useTrainings } from '../bookings/booking-queries';
import { useTrainingBooking } from '../bookings/offer-booking';
import { OfferSection } from '../bookings/offer-section';
import { TrainingCard } from './training-card';
import { useAbsenceReport } from './use-absence-report';

// "TIZ Trainings" (parent-portal.md section 2): upcoming and past trainings with each child's state, sign-up and
// cancellation through the sign-up dialog, and "Abwesend melden" on a booked training before it starts.
export function TrainingsPage() {
  const trainings = useTrainings();
  const flow = useTrainingBooking(trainings.data);
  const data = trainings.data;
  const absence = useAbsenceReport(data?.upcoming ?? [], flow.notify);

  return (
    <>
      <PageHeader title={shellMessages.nav.trainings} />
      {flow.notice && (
        <AlertMessage tone={flow.notice.tone} className="mb-4" onDismiss={flow.dismissNotice}>
          {flow.notice.text}
        </AlertMessage>
      )}
      {trainings.isPending && <PageSpinner />}
      {trainings.isError && <AlertMessage tone="error">{errorText(trainings.error)}</AlertMessage>}
      {data && (
        <>
          <OfferSection heading={m.upcoming} empty={m.noUpcoming}>
            {data.upcoming.map((session) => (
              <li key={session.id}>
                <TrainingCard
                  session={session}
                  familyChildren={data.children}
                  onSignUp={() => flow.signUp(session.id)}
                  onReportAbsence={(child) => absence.open(session.id, child)}
                />
              </li>
            ))}
          </OfferSection>
          <OfferSection heading={m.past} empty={m.noPast}>
            {data.past.map((session) => (
              <li key={session.id}>
                <TrainingCard session={session} familyChildren={data.children} onSignUp={() => {}} />
              </li>
            ))}
          </OfferSection>
        </>
      )}
      {flow.dialogs}
      {absence.dialog}
    </>
  );
}
