import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campCancellationFees,
  campPayments,
  campRsvps,
  payments,
  rsvps,
  waitlistEntries,
} from '../../db/schema';

// The counts /metrics reads at each scrape (every 15-60 s): grouped counts over tables that stay small or have an
// index to answer from. Never a row's content, only how many.

interface QueueCount {
  queue: string;
  state: 'created' | 'retry' | 'active';
  jobs: number;
  /** Seconds the longest-waiting job of this queue and state has waited (0: none waits). */
  oldestSeconds: number;
}

/**
 * Jobs not yet done per queue and state, and how long the oldest has waited: a due job since it became due, a job
 * being retried since it was queued (an SMTP outage shows as age that keeps growing), an active one not at all.
 * pg-boss keeps finished jobs in the same table for at most half a day before archiving them.
 */
export async function countQueuedJobs(db: Db): Promise<{ queues: string[]; counts: QueueCount[] }> {
  const [queues, counts] = await Promise.all([
    // pg-boss's own queues (__pgboss__send-it) are its business.
    db.execute<{ name: string }>(
      sql`select name from pgboss.queue where name not like '\_\_pgboss%' order by name`,
    ),
    db.execute<{ queue: string; state: QueueCount['state']; jobs: number; oldest: number | null }>(sql`
      select name as queue, state::text as state, count(*)::int as jobs,
        max(extract(epoch from now() - case when state = 'retry' then created_on else start_after end))
          filter (where state = 'retry' or (state = 'created' and start_after <= now()))::float8 as oldest
      from pgboss.job where state <= 'active' and name not like '\_\_pgboss%' group by name, state`),
  ]);
  return {
    queues: queues.rows.map((row) => row.name),
    counts: counts.rows.map((row) => ({
      queue: row.queue,
      state: row.state,
      jobs: row.jobs,
      oldestSeconds: Math.max(0, row.oldest ?? 0),
    })),
  };
}

type BookingCount = {
  offer: 'training' | 'camp';
  state: 'active' | 'cancelled' | 'waitlisted';
  bookings: number;
};

export async function countBookings(db: Db): Promise<BookingCount[]> {
  const result = await db.execute<BookingCount>(sql`
    select 'training' as offer, case when ${rsvps.cancelledAt} is null then 'active' else 'cancelled' end as state,
      count(*)::int as bookings from ${rsvps} group by 2
    union all
    select 'camp', case when ${campRsvps.cancelledAt} is null then 'active' else 'cancelled' end,
      count(*)::int from ${campRsvps} group by 2
    union all
    select case when ${waitlistEntries.sessionId} is null then 'camp' else 'training' end, 'waitlisted',
      count(*)::int from ${waitlistEntries} group by 1`);
  return result.rows;
}

type PaymentCount = {
  kind: 'training' | 'camp' | 'camp_fee';
  status: string;
  payments: number;
};

/** Per status, from the (status, method, amount) indexes each money table has for its back-office tabs. */
export async function countPayments(db: Db): Promise<PaymentCount[]> {
  const result = await db.execute<PaymentCount>(sql`
    select 'training' as kind, ${payments.status} as status, count(*)::int as payments from ${payments} group by 2
    union all
    select 'camp', ${campPayments.status}, count(*)::int from ${campPayments} group by 2
    union all
    select 'camp_fee', ${campCancellationFees.status}, count(*)::int from ${campCancellationFees} group by 2`);
  return result.rows;
}
