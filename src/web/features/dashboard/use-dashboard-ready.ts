import { startTransition, useEffect, useState } from 'react';
import { useTrainings } from '../bookings/booking-queries';
import { useSecondParent } from '../family/family-queries';
import { useNews } from '../news/news-queries';
import { useOpenPaymentsCount } from '../payments/payments-queries';
import { useLatestPhotos } from '../photos/photos-queries';
import { usePush } from '../push/use-push';

/** Past this the cards show anyway, each with its own spinner: a slow answer must not hold up the others. */
export const DASHBOARD_READY_TIMEOUT_MS = 2500;

/**
 * True once every dashboard card has its first answer (or failed, or the timeout passed). Each card loads its own
 * data; shown one by one, every card that arrived pushed the ones below it down the phone's screen (a layout shift
 * of 0.45). These are the cards' own queries (same keys), so asking here loads nothing twice.
 */
export function useDashboardReady(): boolean {
  const queries = [useNews(), useTrainings(), useOpenPaymentsCount(), useLatestPhotos(), useSecondParent()];
  const push = usePush();
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), DASHBOARD_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  // Once shown, the overview stays: a card that mounts refetches a failed query, which is pending again. All cards
  // render in one go, so as a transition: React renders them in slices and the phone stays responsive meanwhile.
  const [shown, setShown] = useState(false);
  const settled = waitedEnough || (queries.every((query) => !query.isPending) && !push.checking);
  useEffect(() => {
    if (settled) startTransition(() => setShown(true));
  }, [settled]);
  return shown;
}
