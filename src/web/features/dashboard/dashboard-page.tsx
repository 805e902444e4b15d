import { shellMessages } from '@domain/messages/shell';
import {
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useDateFormatsAhead } from '../../lib/date-formats-ahead';
import { usePageBanner } from '../../lib/page-banner';
import { PageHeader, Spinner } from '../../ui';
// Not through the push barrel: the build's first-view chunks follow static imports, and the barrel would bring the
// profile's push settings into the dashboard's first download (scripts/vite-first-view-chunks.ts).
import { PushBanner } from '../push/push-banner';
import { type DashboardCard, type DashboardPlace, dashboardCards, useCardAnswers } from './dashboard-cards';
import { useNoticesReady } from './use-notices-ready';

// The parent's overview: the cards of dashboard-cards.tsx in one column on a phone; from lg up the notices across
// the page and the rest in two columns, so a desktop screen shows the whole overview without scrolling far.
/** The push invitation, in the shell's bottom banner stack while the dashboard is open (decision 045). */
const pushInvitation = <PushBanner />;

export function DashboardPage() {
  usePageBanner(pushInvitation);
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

// Its own state only: the page draws again while the notices are decided, the cards (each with its own query) not.
// The side column's cards draw once the main column's (the news, the largest thing on a phone's first screen) has
// been painted: answers that arrive together otherwise drew every card before the first paint of any, and on a phone
// the side cards are below the first screen anyway (Lighthouse's largest contentful paint waited for all of them).
const SIDE_CARDS_WAIT_MS = 2500;

const Overview = memo(function Overview() {
  const [mainPainted, setMainPainted] = useState(false);
  const onMainShown = useCallback(() => afterNextPaint(() => setMainPainted(true)), []);
  useEffect(() => {
    // A slow news answer does not hold up the other cards for long.
    const timer = setTimeout(() => setMainPainted(true), SIDE_CARDS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <Cards place="full" />
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <Cards place="main" onShown={onMainShown} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Cards place="side" held={!mainPainted} />
        </div>
      </div>
    </div>
  );
});

/** Runs `then` in a task after the browser has painted what is drawn now; returns how to cancel it. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function Cards({
  place,
  held = false,
  onShown,
}: {
  place: DashboardPlace;
  held?: boolean;
  onShown?: () => void;
}) {
  return dashboardCards
    .filter((card) => card.place === place)
    .map((card) =>
      card.loading ? (
        <LoadingCard key={card.id} card={card} held={held} onShown={onShown} />
      ) : (
        <card.Card key={card.id} />
      ),
    );
}

/**
 * A skeleton until the card's first answer is there (and the card is no longer `held`, and its code, when it loads
 * apart, has come), then the card for good (a refetch does not bring it back).
 */
function LoadingCard({
  card: { Card, loading },
  held,
  onShown,
}: {
  card: DashboardCard;
  held: boolean;
  onShown?: (() => void) | undefined;
}) {
  const place = useRef<HTMLDivElement>(null);
  const code = loading?.code;
  const near = useNearScreen(place, code !== undefined);
  useEffect(() => {
    if (near) code?.want();
  }, [near, code]);
  const codeThere = useSyncExternalStore(
    code?.subscribe ?? noChanges,
    () => !code || code.loaded() !== null,
    () => !code,
  );
  const waiting = (loading?.useWaiting() ?? false) || held || !codeThere;
  // Drawn at once when its answer is already there as the page first draws (handed over with the server's page).
  const [shown, setShown] = useState(!waiting);
  useEffect(() => {
    if (waiting) return;
    // Each card draws in a task of its own, and in a transition, which React renders in slices: answers that arrive
    // together drew every card in one long task, which holds a phone's main thread (Lighthouse's total blocking time).
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  useEffect(() => {
    if (shown) return onShown?.();
  }, [shown, onShown]);
  if (shown) return <Card />;
  return (
    <div
      ref={place}
      className={`${loading?.skeleton} animate-pulse rounded-2xl bg-stone-100`}
      aria-busy="true"
    />
  );
}

const noChanges = () => () => {};

/**
 * How far below the screen a card's place starts loading its code: a phone's first screen ends in the news, and a
 * parent who scrolls on meets the cards' code on its way (a few KB) with their answers already there.
 */
const NEAR_SCREEN_MARGIN = '0px 0px 160px 0px';

/**
 * True once `place` has come within NEAR_SCREEN_MARGIN of the screen, and stays true; at once when not `watched`, or
 * where the browser cannot tell.
 */
function useNearScreen(place: RefObject<Element | null>, watched: boolean): boolean {
  const [near, setNear] = useState(() => !watched || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, place]);
  return near;
}
