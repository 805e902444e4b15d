import { Gauge, Registry } from 'prom-client';
import { PAYMENT_STATUSES } from '../../../domain/payments/values';
import type { AppContext } from '../../context';
import { logFor } from '../../observability/log';
import { processMetrics } from '../../observability/metrics';
import { countBookings, countPayments, countQueuedJobs } from './queries';

const log = logFor('metrics');

/** A scrape must answer even when the database does not: its counts are then left out and database_up says 0. */
const DATABASE_WAIT_MS = 2000;

const JOB_STATES = ['created', 'retry', 'active'] as const;

function gauge<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[] = [],
) {
  return new Gauge<L>({ name, help, labelNames, registers: [registry] });
}

/** The database's side of the metrics, read now: the pool of this process, the queues, bookings and payments. */
async function databaseMetrics(ctx: Pick<AppContext, 'db'>): Promise<Registry> {
  const registry = new Registry();
  const pool = ctx.db.$client;
  const connections = gauge(
    registry,
    'anpfiff_db_pool_connections',
    'Connections of this process’s pool by state.',
    ['state'],
  );
  connections.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
  connections.set({ state: 'idle' }, pool.idleCount);
  gauge(registry, 'anpfiff_db_pool_max_connections', 'The pool’s limit.').set(pool.options.max ?? 10);
  gauge(registry, 'anpfiff_db_pool_waiting_requests', 'Queries waiting for a free connection.').set(
    pool.waitingCount,
  );

  const up = gauge(registry, 'anpfiff_database_up', '1 when the counts below could be read at this scrape.');
  const depth = gauge(registry, 'anpfiff_job_queue_depth', 'Jobs not yet done per queue and state.', [
    'queue',
    'state',
  ]);
  const oldest = gauge(
    registry,
    'anpfiff_job_queue_oldest_seconds',
    'How long the longest-waiting job of a queue has waited (due or being retried).',
    ['queue'],
  );
  const bookings = gauge(registry, 'anpfiff_bookings', 'Bookings per offer kind and state.', [
    'offer',
    'state',
  ]);
  const money = gauge(registry, 'anpfiff_payments', 'Payments per kind and status.', ['kind', 'status']);

  let timer: NodeJS.Timeout | undefined;
  try {
    const [jobs, bookingCounts, paymentCounts] = await Promise.race([
      Promise.all([countQueuedJobs(ctx.db), countBookings(ctx.db), countPayments(ctx.db)]),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), DATABASE_WAIT_MS);
      }),
    ]);
    const ages = new Map(jobs.queues.map((queue) => [queue, 0]));
    for (const queue of jobs.queues) for (const state of JOB_STATES) depth.set({ queue, state }, 0);
    for (const count of jobs.counts) {
      depth.set({ queue: count.queue, state: count.state }, count.jobs);
      ages.set(count.queue, Math.max(ages.get(count.queue) ?? 0, count.oldestSeconds));
    }
    for (const [queue, seconds] of ages) oldest.set({ queue }, seconds);
    for (const offer of ['training', 'camp'] as const)
      for (const state of ['active', 'cancelled', 'waitlisted'] as const) bookings.set({ offer, state }, 0);
    for (const count of bookingCounts)
      bookings.inc({ offer: count.offer, state: count.state }, count.bookings);
    for (const kind of ['training', 'camp', 'camp_fee'] as const)
      for (const status of PAYMENT_STATUSES) money.set({ kind, status }, 0);
    for (const count of paymentCounts) money.set({ kind: count.kind, status: count.status }, count.payments);
    up.set(1);
  } catch (err) {
    log.warn({ err }, 'metrics without database counts');
    up.set(0);
  } finally {
    clearTimeout(timer);
  }
  return registry;
}

/** Everything /metrics answers, in Prometheus's text format. */
export async function scrapeMetrics(
  ctx: Pick<AppContext, 'db'>,
): Promise<{ text: string; contentType: string }> {
  const registry = Registry.merge([processMetrics, await databaseMetrics(ctx)]);
  return { text: await registry.metrics(), contentType: registry.contentType };
}
