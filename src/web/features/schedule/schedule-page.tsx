import { bookingMessages } from '@domain/messages/bookings';
import { scheduleMessages as m } from '@domain/messages/offer-cards';
import { shellMessages } from '@domain/messages/shell';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { useDateFormatsAhead } from '../../lib/date-formats-ahead';
import { AlertMessage, PageHeader, PageSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui';
import { useSchedule } from '../bookings/booking-queries';
import { OfferSection } from '../bookings/offer-section';
import { ScheduleCampCard, ScheduleTrainingCard } from './schedule-card';

type Tab = 'trainings' | 'camps';

/** `?tab=camps` selects the camps; any other value (or none) the trainings. */
function tabFromQuery(value: string | null): Tab {
  return value === 'camps' ? 'camps' : 'trainings';
}

// The public schedule (parent-portal.md section 2): a narrow, centred page anyone can open.
export function SchedulePage() {
  useDateFormatsAhead();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const schedule = useSchedule();
  // The lists render in a deferred render, which React splits into slices, not in the one long task of the answer's
  // arrival (Lighthouse's total blocking time on a phone); the spinner stays until they are there.
  const data = useDeferredValue(schedule.data);
  const infoUrl = useBranding().branding?.infoUrl;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={shellMessages.pages.schedule} description={m.intro} />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'camps' ? { tab: 'camps' } : {}, { replace: true })}
      >
        <TabsList aria-label={m.tabsLabel}>
          <TabsTrigger value="trainings">{m.tabTrainings}</TabsTrigger>
          <TabsTrigger value="camps">{m.tabCamps}</TabsTrigger>
        </TabsList>
        {!data && !schedule.isError && <PageSpinner />}
        {schedule.isError && (
          <AlertMessage tone="error" className="mt-4">
            {errorText(schedule.error)}
          </AlertMessage>
        )}
        {data && (
          <>
            <TabsContent value="trainings">
              <OfferSection heading={m.trainingsHeading} empty={m.noTrainings}>
                {data.trainings.map((session) => (
                  <li key={session.id}>
                    <ScheduleTrainingCard session={session} infoUrl={infoUrl} />
                  </li>
                ))}
              </OfferSection>
            </TabsContent>
            <TabsContent value="camps">
              <OfferSection heading={m.campsHeading} empty={m.noCamps}>
                {data.camps.map((camp) => (
                  <li key={camp.id}>
                    <ScheduleCampCard camp={camp} infoUrl={infoUrl} />
                  </li>
                ))}
              </OfferSection>
            </TabsContent>
          </>
        )}
      </Tabs>
      <aside aria-label={m.notesLabel} className="mt-2 rounded-2xl bg-stone-100 p-4 text-sm text-stone-700">
        <ul className="flex list-disc flex-col gap-1 pl-5">
          <li>{bookingMessages.seatConfirmedOnPayment}</li>
          <li>{bookingMessages.trainingCancellationRule}</li>
          <li>{bookingMessages.campCancellationRule}</li>
        </ul>
      </aside>
    </div>
  );
}
