import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../jobs/jobs';
import { logFor } from '../../observability/log';
import { sweepOfferAlerts } from './sweep-offer-alerts';

const log = logFor('offer-alerts');

// pg-boss runs the sweep every minute (one job per minute slot, however many instances hold the schedule); the
// delivery records make even a doubled sweep send nothing twice.

export const OFFER_ALERTS_QUEUE = 'offer-alerts.sweep';
const OFFER_ALERTS_CRON = '* * * * *';

/** A job may name the digest moment to send (ISO instant); the schedule's names none. */
interface OfferAlertsJob {
  digestSlot?: string;
}

// A failed sweep is followed by the next one a minute later: no retries piling up behind it.
const queue: QueueDefinition = { name: OFFER_ALERTS_QUEUE, retryLimit: 0, expireInSeconds: 50 };

export async function registerOfferAlertsWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<OfferAlertsJob>(queue, async (job) => {
    const slot = job?.digestSlot ? new Date(job.digestSlot) : undefined;
    const result = await sweepOfferAlerts(
      ctx,
      slot && !Number.isNaN(slot.getTime()) ? { digestSlot: slot } : {},
    );
    if (result.changes + result.digests > 0) log.info(result, 'Benachrichtigungen zu Angeboten verschickt');
    return result;
  });
  await ctx.jobs.boss.schedule(OFFER_ALERTS_QUEUE, OFFER_ALERTS_CRON, {}, { tz: 'Europe/Zurich' });
}
