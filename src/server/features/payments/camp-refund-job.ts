import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { type RetryOptions, retriedQueue } from '../../jobs/retried-queue';
import { logFor } from '../../observability/log';
import { refundPayment } from './refund-payment';

const log = logFor('payments');

// A cancelled camp paid by card or TWINT gets its money back, minus the fee, through Stripe (decision 011). The
// cancellation does not call Stripe inside its transaction: it queues this job in that transaction, so the refund
// is stored together with the cancellation or not at all, and runs after the commit, retried with back-off while
// Stripe is unreachable. refundPayment's idempotency key makes a repeated attempt refund once; a payment that is
// no longer refundable (an earlier attempt or an admin recorded the refund) is done. A training seat paid by card or
// TWINT at a sibling discount and cancelled on time gets the amount paid back the same way (decision 053).

export const CAMP_REFUND_QUEUE = 'payments.camp-refund';

export interface CampRefundJob {
  campPaymentId: string;
  /** The camp price minus the cancellation fee. */
  amountCents: number;
}

/** A training payment to refund in full (its job has no campPaymentId, so the camps' Refunds tab skips it). */
export interface TrainingRefundJob {
  trainingPaymentId: string;
  amountCents: number;
}

/** Ten retries from 30 s with back-off span many hours: a Stripe outage delays the refund, never loses it. */
function campRefundQueue(options: RetryOptions = {}) {
  return retriedQueue(CAMP_REFUND_QUEUE, { retryLimit: 10, expireInSeconds: 300 }, options);
}

/** Inside the cancellation's transaction: the refund becomes due exactly when the cancellation commits. */
export function queueCampRefund(
  ctx: Pick<AppContext, 'jobs'>,
  tx: DbOrTx,
  job: CampRefundJob | TrainingRefundJob,
): Promise<void> {
  return ctx.jobs.send(CAMP_REFUND_QUEUE, job, { tx });
}

async function refundCancelled(ctx: AppContext, job: CampRefundJob | TrainingRefundJob): Promise<void> {
  const [kind, paymentId] =
    'trainingPaymentId' in job
      ? (['training', job.trainingPaymentId] as const)
      : (['camp', job.campPaymentId] as const);
  try {
    await refundPayment(ctx, { paymentId, kind, amountCents: job.amountCents });
  } catch (err) {
    if (err instanceof AppError && (err.code === 'PAYMENT_NOT_REFUNDABLE' || err.code === 'NOT_FOUND')) {
      log.info({ kind, paymentId }, 'refund already settled');
      return;
    }
    log.warn({ kind, paymentId, err }, 'refund not done yet, will retry');
    throw err;
  }
}

export async function registerCampRefundWorker(ctx: AppContext, options: RetryOptions = {}): Promise<void> {
  const queue = campRefundQueue(options);
  await ctx.jobs.work<CampRefundJob | TrainingRefundJob>(queue, (job) => refundCancelled(ctx, job));
  // The queue may exist from an earlier send with the defaults; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
