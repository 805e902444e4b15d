import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../jobs/jobs';
import { logFor } from '../../observability/log';
import { purgeExpiredRecords } from './purge-expired-records';

const log = logFor('retention');

// The nightly retention sweep (decision 037) on pg-boss's schedule; a failed night is simply followed by the next.

const RETENTION_QUEUE = 'retention.purge';
const RETENTION_CRON = '40 3 * * *';

const queue: QueueDefinition = { name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600 };

export async function registerRetentionWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(queue, async () => {
    const counts = await purgeExpiredRecords(ctx.db, ctx.clock.now());
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total > 0) log.info({ total, counts }, 'abgelaufene Einträge entfernt');
    return counts;
  });
  await ctx.jobs.boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Europe/Zurich' });
}
