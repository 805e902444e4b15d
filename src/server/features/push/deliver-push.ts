import type { AppContext } from '../../context';
import { BACKGROUND_YIELD_MS, requestsIdle } from '../../http/requests-in-flight';
import type { PushDeliveryResult, PushGateway } from '../../integrations/push';
import type { BatchOutcome, QueueDefinition, QueuedJob, WorkOptions } from '../../jobs/jobs';
import { type RetryOptions, retriedQueue } from '../../jobs/retried-queue';
import { markMessages } from '../../message-log/record-messages';
import { logFor } from '../../observability/log';
import { pushDeliveries } from '../../observability/metrics';
import { PUSH_QUEUE, type PushJob } from './push-job';
import {
  deleteSubscriptions,
  existingUserIds,
  findSubscriptions,
  markNotified,
  type RecipientOutcome,
  recordedRecipients,
  recordRecipients,
} from './queries';

const log = logFor('push');

// The push worker: delivers a batch of jobs (one device each) side by side and records the outcomes of the batch
// in one transaction (docs/reliability.md promise 5):
//   2xx      -> success, the device's last_notification_at is set;
//   404/410  -> the subscription is gone: deleted, recorded as failed;
//   429/5xx  -> retried with back-off (after Retry-After when the service names one), recorded as failed only
//               when the attempts are used up;
//   other 4xx-> recorded as failed, no retry.
// Each device keeps its own job: a retry repeats that device alone, and a batch that fails as a whole (database
// down) is retried without notifying twice the devices whose outcome was already recorded.

/** A day: long enough for a phone that is off overnight, short enough that stale news is not delivered. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Four polling loops taking 50 devices each, delivered at once over kept-alive connections: 200 requests in flight
 * at most (the gateway's agent opens up to 64 connections per push service and queues the rest). A full batch
 * fetches the next at once, so a send to every parent drains at the speed of the push service, not of the polling.
 */
const PUSH_WORK: WorkOptions = { workers: 4, batchSize: 50 };

interface PushWorkerOptions extends RetryOptions {
  /** Defaults to ctx.push; tests pass a gateway that trusts their local push endpoint. */
  gateway?: PushGateway;
  /** Defaults to PUSH_WORK. */
  work?: WorkOptions;
  /** How long a batch waits at most for the requests this process is answering (BACKGROUND_YIELD_MS); tests make it long. */
  yieldMs?: number;
}

/** Eight retries from 30 s with exponential back-off span roughly two to four hours. */
export function pushQueue(options: RetryOptions = {}) {
  return retriedQueue(PUSH_QUEUE, { retryLimit: 8, expireInSeconds: 120 }, options);
}

class PushRetryLater extends Error {
  constructor(reason: string) {
    super(`Push delivery will be retried: ${reason}`);
    this.name = 'PushRetryLater';
  }
}

type WorkerContext = Pick<AppContext, 'db' | 'jobs' | 'clock'>;

const pairKey = (job: PushJob) => `${job.historyId} ${job.endpoint}`;

export async function deliverPushBatch(
  ctx: WorkerContext,
  gateway: PushGateway,
  batch: QueuedJob<PushJob>[],
  queue: Pick<QueueDefinition, 'retryLimit' | 'retryDelay'> = pushQueue(),
): Promise<BatchOutcome> {
  // A job that ran before but failed after recording (or was handed out twice) must not notify twice.
  const recorded = await recordedRecipients(
    ctx.db,
    batch.map(({ data }) => ({ historyId: data.historyId, endpoint: data.endpoint })),
  );
  const pending = batch.filter(({ data }) => !recorded.has(pairKey(data)));
  const devices = new Map(
    (await findSubscriptions(ctx.db, { ids: pending.map(({ data }) => data.subscriptionId) })).map((d) => [
      d.id,
      d,
    ]),
  );

  const outcomes: RecipientOutcome[] = [];
  // The parents' rows in the message log (decision 051), by what their device's delivery came to.
  const logged = { sent: [] as string[], expired: [] as string[], failed: [] as string[] };
  const logAs = (job: PushJob, state: keyof typeof logged) => {
    if (job.logId) logged[state].push(job.logId);
  };
  const notified: string[] = [];
  const gone: string[] = [];
  const vanished: PushJob[] = [];
  const retry: BatchOutcome['retry'] = [];
  const later: { job: PushJob; startAfter: Date }[] = [];

  await Promise.all(
    pending.map(async ({ id, data: job, retryCount }) => {
      const device = devices.get(job.subscriptionId);
      if (!device || device.endpoint !== job.endpoint) {
        // Unsubscribed (or replaced) between sending and delivery.
        vanished.push(job);
        return;
      }
      const result: PushDeliveryResult = await gateway.deliver(device, JSON.stringify(job.payload), {
        ttlSeconds: PUSH_TTL_SECONDS,
      });
      const outcome = { historyId: job.historyId, endpoint: job.endpoint, userId: device.userId };
      switch (result.outcome) {
        case 'delivered':
          outcomes.push({ ...outcome, status: 'success', error: null });
          notified.push(device.id);
          logAs(job, 'sent');
          return;
        case 'gone':
          outcomes.push({ ...outcome, status: 'failed', error: `HTTP ${result.statusCode}` });
          gone.push(device.id);
          logAs(job, 'expired');
          return;
        case 'rejected':
          outcomes.push({ ...outcome, status: 'failed', error: result.reason });
          logAs(job, 'failed');
          return;
        case 'retry': {
          const attempts = job.attempt + retryCount + 1;
          if (attempts > (queue.retryLimit ?? 0)) {
            outcomes.push({ ...outcome, status: 'failed', error: `${result.reason} (${attempts} Versuche)` });
            logAs(job, 'failed');
            return;
          }
          // Only the reason and the job id: the endpoint is a capability URL and stays out of the log.
          log.warn({ jobId: id, attempt: attempts, reason: result.reason }, 'Zustellung verschoben');
          const backoff = (queue.retryDelay ?? 30) * 2 ** retryCount;
          if (result.retryAfterSeconds !== null && result.retryAfterSeconds > backoff) {
            // The service asked for a longer pause than our back-off: continue in a job that starts then.
            // Real time, not the business clock: this is when the queue may hand the job out again.
            later.push({
              job: { ...job, attempt: attempts },
              startAfter: new Date(Date.now() + result.retryAfterSeconds * 1000),
            });
            return;
          }
          retry.push({ id, error: new PushRetryLater(result.reason) });
        }
      }
    }),
  );

  // The user id to record for a device that vanished: kept while the account exists (the column's FK).
  const accounts = await existingUserIds(ctx.db, { ids: vanished.map((job) => job.userId) });
  for (const job of vanished) {
    logAs(job, 'failed');
    outcomes.push({
      historyId: job.historyId,
      endpoint: job.endpoint,
      userId: accounts.has(job.userId) ? job.userId : null,
      status: 'failed',
      error: 'subscription removed',
    });
  }

  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await markNotified(tx, { ids: notified, at });
    await deleteSubscriptions(tx, { ids: gone });
    await recordRecipients(tx, { outcomes, at });
    // Failures first: a parent whose other device got it in the same batch ends as sent.
    await markMessages(tx, logged.expired, 'expired', 'HTTP 404/410');
    await markMessages(tx, logged.failed, 'failed');
    await markMessages(tx, logged.sent, 'sent');
  });
  for (const { status } of outcomes)
    pushDeliveries.inc({ outcome: status === 'success' ? 'delivered' : 'failed' });
  for (const { job, startAfter } of later) await ctx.jobs.send(PUSH_QUEUE, job, { startAfter });
  return { retry };
}

export async function registerPushWorker(ctx: AppContext, options: PushWorkerOptions = {}): Promise<void> {
  const gateway = options.gateway ?? ctx.push;
  const queue = pushQueue(options);
  await ctx.jobs.workBatch<PushJob>(
    queue,
    async (batch) => {
      // Parents' requests first (decision 047): a batch's encryption and requests run on the same event loop.
      await requestsIdle(options.yieldMs ?? BACKGROUND_YIELD_MS);
      return deliverPushBatch(ctx, gateway, batch, queue);
    },
    options.work ?? PUSH_WORK,
  );
  // The queue may exist from an earlier start or send; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
