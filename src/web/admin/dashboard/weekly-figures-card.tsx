import type { WeeklyFigures } from '@domain/dashboard/admin-weekly-figures-api';
import { weekBookings, weeklyTotals, weekName } from '@domain/dashboard/weekly-figures';
import { adminWeeklyFiguresMessages as m } from '@domain/messages/admin-weekly-figures';
import { formatChf } from '@domain/money';
import { Component, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { AlertMessage, Button, Card, Spinner } from '../../ui';
import { useAdminWeeklyFigures } from './dashboard-queries';
import { WeeklyFiguresTable } from './weekly-figures-table';

// Bookings and revenue of the last weeks on the admin dashboard: a chart (its library loads with the dashboard
// only, in a chunk of its own) and the same numbers as a table, always read by screen readers and shown on demand.

const WeeklyFiguresChart = lazy(() =>
  import('./weekly-figures-chart').then((module) => ({ default: module.WeeklyFiguresChart })),
);

/** A chart that cannot load or draw leaves the table; the dashboard around it stays. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function summary(weeks: WeeklyFigures[]): string {
  const totals = weeklyTotals(weeks);
  const busiest = totals.busiest
    ? `${weekName(totals.busiest)} (${m.bookingsCount(weekBookings(totals.busiest))})`
    : null;
  return m.summary(weeks.length, m.bookingsCount(totals.bookings), formatChf(totals.revenueCents), busiest);
}

function chartPlaceholder() {
  return (
    <div className="flex min-h-70 items-center justify-center text-brand-700">
      <Spinner />
    </div>
  );
}

export function WeeklyFiguresCard() {
  const figures = useAdminWeeklyFigures();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const weeks = figures.data?.weeks;
  return (
    <Card
      title={m.title}
      actions={
        weeks && (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? m.hideTable : m.showTable}
          </Button>
        )
      }
    >
      {figures.isPending && chartPlaceholder()}
      {figures.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {weeks && (
        <>
          <p className="mb-2 text-sm text-stone-600">{m.period(weeks.length)}</p>
          <ChartBoundary>
            <Suspense fallback={chartPlaceholder()}>
              <WeeklyFiguresChart weeks={weeks} label={summary(weeks)} />
            </Suspense>
          </ChartBoundary>
          <WeeklyFiguresTable id={tableId} weeks={weeks} visible={tableShown} />
          <p className="mt-3 text-sm text-stone-600">{m.definition}</p>
        </>
      )}
    </Card>
  );
}
