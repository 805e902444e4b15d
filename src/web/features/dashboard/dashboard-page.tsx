import { shellMessages } from '@domain/messages/shell';
import { PageHeader, Spinner } from '../../ui';
import { type DashboardPlace, dashboardCards } from './dashboard-cards';
import { useDashboardReady } from './use-dashboard-ready';

function Cards({ place }: { place: DashboardPlace }) {
  return dashboardCards.filter((card) => card.place === place).map(({ id, Card }) => <Card key={id} />);
}

// The parent's overview: the cards of dashboard-cards.tsx in one column on a phone; from lg up the notices across
// the page and the rest in two columns, so a desktop screen shows the whole overview without scrolling far.
export function DashboardPage() {
  const ready = useDashboardReady();
  return (
    <>
      <PageHeader title={shellMessages.nav.dashboard} />
      {ready ? <Overview /> : <OverviewSkeleton />}
    </>
  );
}

/**
 * The cards' place while they load: at least the screen's height, so the overview replaces it in one step and the
 * footer below never jumps up the screen and back.
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
