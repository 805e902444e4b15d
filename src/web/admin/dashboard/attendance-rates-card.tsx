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

function OfferRates({ offers }: { offers: OfferAttendanceRate[] }) {
  return (
    <section aria-labelledby="attendance-offers">
      <h3 id="attendance-offers" className="text-sm font-semibold text-stone-900">
        {m.offers}
      </h3>
      <ul className="divide-y divide-stone-100">
        {offers.map((o) => (
          <RateRow
            key={o.offerId}
            label={o.title}
            detail={`${o.kind === 'camp' ? `${m.camp}, ` : ''}${formatDate(o.day)} · ${m.counts(o.attended, o.missed, o.excused)}`}
            rate={o.rate}
          />
        ))}
      </ul>
    </section>
  );
}

function LowestChildren({ rows }: { rows: ChildAttendanceRate[] }) {
  return (
    <section aria-labelledby="attendance-lowest">
      <h3 id="attendance-lowest" className="text-sm font-semibold text-stone-900">
        {m.lowest}
      </h3>
      <ul className="divide-y divide-stone-100">
        {rows.map((c) => (
          <RateRow
            key={c.childId}
            label={personName(c)}
            detail={m.counts(c.attended, c.missed, c.excused)}
            rate={c.rate}
          />
        ))}
      </ul>
    </section>
  );
}

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
              <OfferRates offers={data.offers} />
              <LowestChildren rows={data.children} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
