import { type SQL, sql } from 'drizzle-orm';
import { NO_MONEY_METHODS } from '../../../domain/dashboard/admin-weekly-figures-api';
import { MANUAL_METHODS } from '../../../domain/payments/status';
import { ZONE } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { campCancellationFees, campPayments, campRsvps, creditPacks, payments, rsvps } from '../../db/schema';

// The dashboard chart's figures in one statement: generate_series makes every week (Monday 00:00 to Monday 00:00 in
// Europe/Zurich, so a week with a clock change is 167 or 169 hours long), each registration and each money
// movement falls into the Zurich week of its instant, and weeks nothing fell into stay at zero. What counts is
// defined (and explained) in domain/dashboard/admin-weekly-figures-api.ts.

interface WeeklyFiguresRow extends Record<string, unknown> {
  week_start: string;
  training_bookings: number;
  camp_bookings: number;
  cancelled_bookings: number;
  received_cents: string;
  refunded_cents: string;
}

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A method that moved money (a paid row without a method is taken as money too). */
const moneyMethod = (method: SQL) => sql`(${method} is null or ${method} not in (${list(NO_MONEY_METHODS)}))`;

export async function selectWeeklyFigures(
  db: DbOrTx,
  { now, weeks }: { now: Date; weeks: number },
): Promise<WeeklyFiguresRow[]> {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${ZONE})`;
  const weekOf = (instant: SQL) => sql`date_trunc('week', ${instant} at time zone ${ZONE})::date`;
  const result = await db.execute<WeeklyFiguresRow>(sql`
    with weeks as (
      select monday::date as week_start,
        monday at time zone ${ZONE} as starts_at,
        (monday + interval '1 week') at time zone ${ZONE} as ends_at
      from generate_series(
        date_trunc('week', ${localNow}) - ${weeks - 1}::int * interval '1 week',
        date_trunc('week', ${localNow}),
        interval '1 week') as monday
    ),
    span as (select min(starts_at) as from_at, max(ends_at) as to_at from weeks),
    registrations as (
      select created_at as at, cancelled_at, true as training from ${rsvps}
      union all
      select created_at, cancelled_at, false from ${campRsvps}
    ),
    bookings as (
      select ${weekOf(sql`r.at`)} as week_start,
        count(*) filter (where r.training and r.cancelled_at is null) as training_bookings,
        count(*) filter (where not r.training and r.cancelled_at is null) as camp_bookings,
        count(*) filter (where r.cancelled_at is not null) as cancelled_bookings
      from registrations r, span
      where r.at >= span.from_at and r.at < span.to_at
      group by 1
    ),
    money as (
      select coalesce(paid_at, updated_at) as at, amount_cents as received, 0 as refunded from ${payments}
        where status in ('SUCCEEDED', 'REFUNDED') and ${moneyMethod(sql`method`)}
      union all
      select coalesce(paid_at, updated_at), amount_cents, 0 from ${campPayments}
        where status in ('SUCCEEDED', 'REFUNDED') and ${moneyMethod(sql`method`)}
      union all
      -- A fee with a camp payment was kept from that payment's money; only a fee paid on its own is new money.
      select coalesce(paid_at, updated_at), amount_cents, 0 from ${campCancellationFees}
        where status in ('SUCCEEDED', 'REFUNDED') and camp_payment_id is null and ${moneyMethod(sql`method`)}
      union all
      select created_at, price_cents_paid, 0 from ${creditPacks} where price_cents_paid > 0
      union all
      -- A training cancelled on time is REFUNDED with a one-credit pack instead of money (credit-refund.ts).
      select p.updated_at, 0, p.amount_cents from ${payments} p
        where p.status = 'REFUNDED' and ${moneyMethod(sql`p.method`)}
          and not exists (select 1 from ${creditPacks} cp where cp.origin_payment_id = p.id)
      union all
      -- Paid by hand, a camp refund is money out once an admin has confirmed the repayment.
      select coalesce(manual_refund_completed_at, updated_at), 0, coalesce(refund_cents, amount_cents)
        from ${campPayments}
        where status = 'REFUNDED' and ${moneyMethod(sql`method`)}
          and (manual_refund_completed_at is not null or method is null or method not in (${list(MANUAL_METHODS)}))
      union all
      select updated_at, 0, amount_cents from ${campCancellationFees}
        where status = 'REFUNDED' and camp_payment_id is null and ${moneyMethod(sql`method`)}
    ),
    revenue as (
      select ${weekOf(sql`m.at`)} as week_start, sum(m.received) as received, sum(m.refunded) as refunded
      from money m, span
      where m.at >= span.from_at and m.at < span.to_at
      group by 1
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(b.training_bookings, 0)::int as training_bookings,
      coalesce(b.camp_bookings, 0)::int as camp_bookings,
      coalesce(b.cancelled_bookings, 0)::int as cancelled_bookings,
      coalesce(v.received, 0)::bigint as received_cents,
      coalesce(v.refunded, 0)::bigint as refunded_cents
    from weeks w
    left join bookings b using (week_start)
    left join revenue v using (week_start)
    order by w.week_start`);
  return result.rows;
}
