import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// The process's own metrics (decision 043), counted where things happen: requests, deliveries, the last backup.
// What lives in the database (pool use, queues, bookings, payments) is read at each scrape instead
// (features/metrics/scrape.ts), so every instance reports the same truth and nothing drifts.

export const processMetrics = new Registry();

// Memory, CPU, event-loop delay and handles of this process (RSS flat under a soak is one of the drills).
collectDefaultMetrics({ register: processMetrics });

export const httpRequests = new Counter({
  name: 'anpfiff_http_requests_total',
  help: 'Answered HTTP requests by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processMetrics],
});

export const httpDuration = new Histogram({
  name: 'anpfiff_http_request_duration_seconds',
  help: 'Time to answer an HTTP request (until its headers), by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const mailDeliveries = new Counter({
  name: 'anpfiff_mail_deliveries_total',
  help: 'Mail delivery attempts by kind (sign_in, bulk) and outcome (delivered; failed: retried or given up; expired: a sign-in code that died waiting).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processMetrics],
});

export const signInMailDelay = new Histogram({
  name: 'anpfiff_sign_in_mail_delay_seconds',
  help: 'From the sign-in code request to its mail handed to the mail server.',
  buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600],
  registers: [processMetrics],
});

export const pushDeliveries = new Counter({
  name: 'anpfiff_push_deliveries_total',
  help: 'Web push deliveries by outcome (delivered; failed: refused, gone, out of attempts or unsubscribed).',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

const lastBackup = new Gauge({
  name: 'anpfiff_backup_last_success_timestamp_seconds',
  help: 'When the last successful backup of this database finished (Unix time); NaN while none is known.',
  registers: [processMetrics],
});
lastBackup.set(Number.NaN);

/** The backup (issue 27, part 1) reports each successful backup here, and the last one it finds at start. */
export function setLastBackupTime(at: Date): void {
  lastBackup.set(at.getTime() / 1000);
}
