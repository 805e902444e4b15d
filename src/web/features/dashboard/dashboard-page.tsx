import { shellMessages } from '@domain/messages/shell';
import { useEffect, useState } from 'react';
import { useDateFormatsAhead } from '../../lib/date-formats-ahead';
import { PageHeader, Spinner } from '../../ui';
import { type DashboardCard, type DashboardPlace, dashboardCards, useCardAnswers } from './dashboard-cards';
import { useNoticesReady } from './use-notices-ready';

// The parent's overview: the cards of dashboard-cards.tsx in one column on a phone; from lg up the notices across
// the page and the rest in two columns, so a desktop screen shows the whole overview without scrolling far.
export function DashboardPage() {
  useDateFormatsAhead();
  useCardAnswers();
  const ready = useNoticesReady();
  return (
    <>
      <PageHeader title={shellMessages.nav.dashboard} />
      {ready ? <Overview /> : <OverviewSkeleton />}
    </>
  );
}

/**
 * The overview's place while the notices are decided: at least the screen's height, so the overview replaces it in
 * one step and the footer below never jumps up the screen and back.
 */
function OverviewSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col gap-4" aria-busy="true">
      <div className="flex h-40 items-center justify-center rounded-2xl border border-stone-200 bg-white text-brand-700">
        <Spinner />
      </div>
      <div className="h-56 animate-pulse rounded-2xl bg-stone-100" />
      <div className="h-40 animate-pulse rounded-2xl bg-stone-100" />
    </div>
  );
}

function Overview() {
  return (
    <div className="flex flex-col gap-4">
      <Cards place="full" />
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <Cards place="main" />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Cards place="side" />
        </div>
      </div>
    </div>
  );
}

function Cards({ place }: { place: DashboardPlace }) {
  return dashboardCards
    .filter((card) => card.place === place)
    .map((card) => (card.loading ? <LoadingCard key={card.id} card={card} /> : <card.Card key={card.id} />));
}

/** A skeleton until the card's first answer is there, then the card for good (a refetch does not bring it back). */
function LoadingCard({ card: { Card, loading } }: { card: DashboardCard }) {
  const waiting = loading?.useWaiting() ?? false;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (waiting) return;
    // Each card draws in a task of its own: answers that arrive together drew every card in one long task, which
    // holds a phone's main thread (Lighthouse's total blocking time).
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (shown) return <Card />;
  return <div className={`${loading?.skeleton} animate-pulse rounded-2xl bg-stone-100`} aria-busy="true" />;
}
