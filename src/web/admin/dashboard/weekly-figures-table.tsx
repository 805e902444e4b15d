import type { WeeklyFigures } from '@domain/dashboard/admin-weekly-figures-api';
import { weekDates, weeklyTotals, weekName } from '@domain/dashboard/weekly-figures';
import { adminWeeklyFiguresMessages as m } from '@domain/messages/admin-weekly-figures';
import { formatChf } from '@domain/money';
import { cx } from '../../lib/cx';

// The chart's numbers as a table: always there for screen readers (the chart is a picture), shown on demand.

export function WeeklyFiguresTable({
  id,
  weeks,
  visible,
}: {
  id: string;
  weeks: WeeklyFigures[];
  visible: boolean;
}) {
  const totals = weeklyTotals(weeks);
  const cell = 'border-b border-stone-100 px-3 py-2 text-right tabular-nums whitespace-nowrap';
  const columns = [
    m.columns.trainings,
    m.columns.camps,
    m.columns.cancelled,
    m.columns.received,
    m.columns.refunded,
    m.columns.revenue,
  ];
  const figures = (w: Omit<WeeklyFigures, 'weekStart'>) => [
    w.trainingBookings,
    w.campBookings,
    w.cancelledBookings,
    formatChf(w.receivedCents),
    formatChf(w.refundedCents),
    formatChf(w.revenueCents),
  ];
  return (
    <div id={id} className={visible ? 'mt-4 overflow-x-auto' : 'sr-only'}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{m.tableCaption(weeks.length)}</caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="border-b border-stone-200 px-3 py-2 text-left font-medium">
              {m.columns.week}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="border-b border-stone-200 px-3 py-2 text-right font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row" className="border-b border-stone-100 px-3 py-2 text-left font-normal">
                <span className="font-medium text-stone-900">{weekName(w)}</span>{' '}
                <span className="whitespace-nowrap text-stone-600">{weekDates(w)}</span>
              </th>
              {figures(w).map((value, i) => (
                <td key={columns[i]} className={cx(cell, 'text-stone-800')}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-stone-900">
            <th scope="row" className="px-3 py-2 text-left">
              {m.total}
            </th>
            {figures(totals).map((value, i) => (
              <td key={columns[i]} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
