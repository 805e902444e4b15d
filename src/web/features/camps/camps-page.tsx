import { campsPageMessages as m } from '@domain/messages/booking-screens';
import { shellMessages } from '@domain/messages/shell';
import { errorText } from '../../lib/api';
import { AlertMessage, PageHeader, PageSpinner } from '../../ui';
import { useCamps } from '../bookings/booking-queries';
import { useCampBooking } from '../bookings/offer-booking';
import { OfferSection } from '../bookings/offer-section';
import { CampCard } from './camp-card';

// "Camps" (parent-portal.md section 2): upcoming and past camps with each child's state, sign-up and cancellation.
export function CampsPage() {
  const camps = useCamps();
  const flow = useCampBooking(camps.data);
  const data = camps.data;

  return (
    <>
      <PageHeader title={shellMessages.nav.camps} />
      {flow.notice && (
        <AlertMessage tone={flow.notice.tone} className="mb-4" onDismiss={flow.dismissNotice}>
          {flow.notice.text}
        </AlertMessage>
      )}
      {camps.isPending && <PageSpinner />}
      {camps.isError && <AlertMessage tone="error">{errorText(camps.error)}</AlertMessage>}
      {data && (
        <>
          <OfferSection heading={m.upcoming} empty={m.noUpcoming}>
            {data.upcoming.map((camp) => (
              <li key={camp.id}>
                <CampCard camp={camp} familyChildren={data.children} onSignUp={() => flow.signUp(camp.id)} />
              </li>
            ))}
          </OfferSection>
          <OfferSection heading={m.past} empty={m.noPast}>
            {data.past.map((camp) => (
              <li key={camp.id}>
                <CampCard camp={camp} familyChildren={data.children} onSignUp={() => {}} />
              </li>
            ))}
          </OfferSection>
        </>
      )}
      {flow.dialogs}
    </>
  );
}
