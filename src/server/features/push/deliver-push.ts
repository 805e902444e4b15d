import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import type { PushDeliveryResult, PushGateway } from '../../integrations/push';
import type { QueueDefinition } from '../../jobs/jobs';
import { PUSH_QUEUE, type PushJob } from './push-job';
import {
  deleteSubscription,
  findSubscription,
  isRecipientRecorded,
  markNotified,
  recordRecipient,
} from './queries';

// The push worker: delivers one job to one device and records the outcome (RELIABILITY.md promise 5):
//   2xx      -> success, the device's last_notification_at is set;
//   404/410  -> the subscription is gone: deleted, recorded as failed;
//   429/5xx  -> retried with back-off (after Retry-After when the service names one), recorded as failed only
//               when the attempts are used up;
//   other 4xx-> recorded as failed, no retry.

/** A day: long enough for a phone that is off overnight, short enough that stale news is not delivered. */
export const PUSH_TTL_SECONDS = 24 * 3600;

export interface PushWorkerOptions {
  /** First retry delay in seconds, doubling per attempt (with jitter). Tests use 1. */
  retryDelaySeconds?: number;
  /** Retries after the first attempt. */
  retryLimit?: number;
  /** Defaults to ctx.push; tests pass a gateway that trusts their local push endpoint. */
  gateway?: PushGateway;
}

/** Eight retries from 30 s with exponential back-off span roughly two to four hours. */
export function pushQueue(options: Pick<PushWorkerOptions, 'retryDelaySeconds' | 'retryLimit'> = {}) {
  return {
    name: PUSH_QUEUE,
    retryLimit: options.retryLimit ?? 8,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: 120,
  } satisfies QueueDefinition;
}

export class PushRetryLater extends Error {
  constructor(reason: string) {
    super(`Push delivery will be retried: ${reason}`);
    this.name = 'PushRetryLater';
  }
}

type WorkerContext = Pick<AppContext, 'db' | 'jobs' | 'clock'>;

async function record(
  ctx: WorkerContext,
  job: PushJob,
  outcome: { status: 'success' | 'failed'; error: string | null; userId: string | null },
  alongside?: (tx: Tx) => Promise<void>,
) {
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await alongside?.(tx);
    await recordRecipient(tx, { historyId: job.historyId, endpoint: job.endpoint, at, ...outcome });
  });
}

/** The user id to record for a device that vanished: kept while the account exists (the column's FK). */
async function surviving(ctx: WorkerContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  return row?.id ?? null;
}

export async function deliverPushJob(
  ctx: WorkerContext,
  gateway: PushGateway,
  job: PushJob,
  meta: { id: string; retryCount: number },
  queue: Pick<QueueDefinition, 'retryLimit' | 'retryDelay'> = pushQueue(),
): Promise<void> {
  // A job that ran before but failed after recording (or was handed out twice) must not notify twice.
  if (await isRecipientRecorded(ctx.db, { historyId: job.historyId, endpoint: job.endpoint })) return;
  const device = await findSubscription(ctx.db, { id: job.subscriptionId });
  if (!device || device.endpoint !== job.endpoint) {
    // Unsubscribed (or replaced) between sending and delivery.
    await record(ctx, job, {
      status: 'failed',
      error: 'subscription removed',
      userId: await surviving(ctx, job.userId),
    });
    return;
  }

  const result: PushDeliveryResult = await gateway.deliver(device, JSON.stringify(job.payload), {
    ttlSeconds: PUSH_TTL_SECONDS,
  });
  const userId = device.userId;
  switch (result.outcome) {
    case 'delivered':
      await record(ctx, job, { status: 'success', error: null, userId }, (tx) =>
        markNotified(tx, { id: device.id, at: ctx.clock.now() }),
      );
      return;
    case 'gone':
      await record(ctx, job, { status: 'failed', error: `HTTP ${result.statusCode}`, userId }, (tx) =>
        deleteSubscription(tx, { id: device.id }),
      );
      return;
    case 'rejected':
      await record(ctx, job, { status: 'failed', error: result.reason, userId });
      return;
    case 'retry': {
      const attempts = job.attempt + meta.retryCount + 1;
      const limit = queue.retryLimit ?? 0;
      if (attempts > limit) {
        await record(ctx, job, {
          status: 'failed',
          error: `${result.reason} (${attempts} Versuche)`,
          userId,
        });
        return;
      }
      // Only the reason and the job id: the endpoint is a capability URL and stays out of the log.
      console.warn(`[push] Zustellung verschoben (Job ${meta.id}, Versuch ${attempts}): ${result.reason}`);
      const backoff = (queue.retryDelay ?? 30) * 2 ** meta.retryCount;
      if (result.retryAfterSeconds !== null && result.retryAfterSeconds > backoff) {
        // The service asked for a longer pause than our back-off: continue in a job that starts then.
        // Real time, not the business clock: this is when the queue may hand the job out again.
        const startAfter = new Date(Date.now() + result.retryAfterSeconds * 1000);
        await ctx.jobs.send(PUSH_QUEUE, { ...job, attempt: attempts }, { startAfter });
        return;
      }
      throw new PushRetryLater(result.reason);
    }
  }
}

/**
 * A pg-boss 10 worker takes one job per polling second; a send to every parent queues one job per device, so a few
 * workers side by side reach a few hundred devices within a minute or two.
 */
export const PUSH_WORKERS = 4;

export async function registerPushWorker(ctx: AppContext, options: PushWorkerOptions = {}): Promise<void> {
  const gateway = options.gateway ?? ctx.push;
  const queue = pushQueue(options);
  for (let i = 0; i < PUSH_WORKERS; i++) {
    await ctx.jobs.work<PushJob>(queue, (job, meta) => deliverPushJob(ctx, gateway, job, meta, queue));
  }
  // The queue may exist from an earlier start or send; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
