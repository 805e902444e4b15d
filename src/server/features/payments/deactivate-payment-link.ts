import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { type RetryOptions, retriedQueue } from '../../jobs/retried-queue';
import { logFor } from '../../observability/log';

const log = logFor('payments');

// The admin's payment link of a payment that is no longer open (paid by hand, with credit, online, by unmatched
// money assigned to it, or reset) must stop taking money (decision 020). The move that leaves "open" queues this
// job in its own transaction, so the deactivation is stored exactly when the move commits, and Stripe is asked
// after the commit, never under the payment's row lock; a Stripe outage delays it (retries with back-off over
// hours), never loses it. Deactivating twice is harmless: `active: false` on an inactive link changes nothing.

export const DEACTIVATE_LINK_QUEUE = 'payments.deactivate-link';

interface DeactivateLinkJob {
  linkId: string;
}

function deactivateLinkQueue(options: RetryOptions = {}) {
  return retriedQueue(DEACTIVATE_LINK_QUEUE, { retryLimit: 10, expireInSeconds: 120 }, options);
}

/** Inside the transaction that moved the payment out of "open" (or replaced its link); nothing for no link. */
export async function queueLinkDeactivation(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  linkId: string | null | undefined,
): Promise<void> {
  if (!linkId) return;
  const job: DeactivateLinkJob = { linkId };
  await ctx.jobs.send(DEACTIVATE_LINK_QUEUE, job, { tx });
}

async function deactivateLink(ctx: Pick<AppContext, 'payments'>, job: DeactivateLinkJob): Promise<void> {
  try {
    await ctx.payments.deactivatePaymentLink(job.linkId);
  } catch (err) {
    log.warn({ linkId: job.linkId, err }, 'payment link not deactivated yet, will retry');
    throw err;
  }
}

export async function registerDeactivateLinkWorker(
  ctx: AppContext,
  options: RetryOptions = {},
): Promise<void> {
  const queue = deactivateLinkQueue(options);
  await ctx.jobs.work<DeactivateLinkJob>(queue, (job) => deactivateLink(ctx, job));
  // The queue may exist from an earlier send with the defaults; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
