import { shellMessages } from '@domain/messages/shell';
import { PageHeader } from '../../ui';
import { type DashboardPlace, dashboardCards } from './dashboard-cards';

function Cards({ place }: { place: DashboardPlace }) {
  return dashboardCards.filter((card) => card.place === place).map(({ id, Card }) => <Card key={id} />);
}

// The parent's overview: the cards of dashboard-cards.tsx in one column on a phone; from lg up the notices across
// the page and the rest in two columns, so a desktop screen shows the whole overview without scrolling far.
export function DashboardPage() {
  return (
    <>
      <PageHeader title={shellMessages.nav.dashboard} />
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
    </>
  );
}
