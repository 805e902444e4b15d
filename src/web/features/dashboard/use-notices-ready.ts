import { startTransition, useEffect, useState } from 'react';
import { useSecondParent } from '../family/family-queries';
import { usePartnerOffersCard } from './partner-offers-code';

/** Past this the cards show anyway: a slow answer must not hold up the overview. */
const NOTICES_READY_TIMEOUT_MS = 2500;

/**
 * True once it is known whether the notice across the top of the dashboard shows (an offer to link as second parent,
 * with its card's code when one shows), or the timeout passed. It sits above every card: one that appeared later
 * pushed the whole overview down the phone's screen. The cards below need not wait for each other: each holds a
 * skeleton of its usual size until its own answer is there (dashboard-cards.tsx). This is the notice's own query
 * (same key), so asking here loads nothing twice. Known from the first render when the answer came with the
 * server-drawn page: the server draws the overview, and the browser hydrates the same.
 */
export function useNoticesReady(): boolean {
  const secondParent = useSecondParent();
  const offers = usePartnerOffersCard();
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), NOTICES_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  const settled = waitedEnough || (!secondParent.isPending && (!offers.offered || offers.Card !== null));
  // Once shown, the overview stays: a notice that mounts refetches a failed query, which is pending again. Shown in a
  // transition, so React renders it in slices and the phone stays responsive meanwhile.
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (settled) startTransition(() => setShown(true));
  }, [settled]);
  return shown;
}
