import type { ChildAttendanceRate, OfferAttendanceRate } from '@domain/dashboard/admin-attendance-rates-api';
import { adminDashboardMessages } from '@domain/messages/admin-dashboard';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { AlertMessage, Card } from '../../ui';
import { useAdminAttendanceRates } from './dashboard-queries';

// "Anwesenheit" on the admin dashboard (issue 29): the rate of the latest offers with marks and the children with
// the lowest rate, over the past days; what counts is said under the title (domain/attendance/attendance-rate.ts).

const m = adminDashboardMessages.attendance;

function RateRow({ label, detail, rate }: { label: string; detail: string; rate: number | null }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{label}</p>
        <p className="text-sm text-stone-600">{detail}</p>
      </div>
      <span className="shrink-0 text-lg font-semibold text-stone-900 tabular-nums">{m.rate(rate)}</span>
    </li>
  );
}

/** One of the card's two lists, under its heading. */
function RateList({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: { key: string; label: string; detail: string; rate: number | null }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-stone-900">
        {title}
      </h3>
      <ul className="divide-y divide-stone-100">
        {rows.map(({ key, ...row }) => (
          <RateRow key={key} {...row} />
        ))}
      </ul>
    </section>
  );
}

const offerRow = (o: OfferAttendanceRate) => ({
  key: o.offerId,
  label: o.title,
  detail: `${o.kind === 'camp' ? `${m.camp}, ` : ''}${formatDate(o.day)} · ${m.counts(o.attended, o.missed, o.excused)}`,
  rate: o.rate,
});

const childRow = (c: ChildAttendanceRate) => ({
  key: c.childId,
  label: personName(c),
  detail: m.counts(c.attended, c.missed, c.excused),
  rate: c.rate,
});

export function AttendanceRatesCard() {
  const rates = useAdminAttendanceRates();
  const data = rates.data;
  return (
    <Card title={m.title}>
      {rates.isError && <AlertMessage tone="error">{m.loadFailed}</AlertMessage>}
      {data && (
        <>
          <p className="mb-3 text-sm text-stone-600">{m.period(data.days)}</p>
          {data.offers.length === 0 ? (
            <p className="text-stone-600">{m.empty(data.days)}</p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <RateList id="attendance-offers" title={m.offers} rows={data.offers.map(offerRow)} />
              <RateList id="attendance-lowest" title={m.lowest} rows={data.children.map(childRow)} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
