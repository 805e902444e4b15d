import { shellMessages } from '@domain/messages/shell';
import { PageHeader } from '../../ui';
import { dashboardCards } from './dashboard-cards';

// The parent's overview: the cards of dashboard-cards.tsx, one below the other.
export function DashboardPage() {
  return (
    <>
      <PageHeader title={shellMessages.nav.dashboard} />
      <div className="flex flex-col gap-4">
        {dashboardCards.map(({ id, Card }) => (
          <Card key={id} />
        ))}
      </div>
    </>
  );
}
