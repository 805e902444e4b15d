import type { AppContext } from '../context';
import { batchedByTurn } from '../db/turn-batch';
import { composeMail, messageIdFor } from '../integrations/mail/compose-mail';
import { createMailHealth } from '../integrations/mail/mail-health';
import type { MailWorkerOptions } from '../integrations/mail/mail-worker';
import { createMailTransport } from '../integrations/mail/transport';
import type { BatchOutcome, QueueDefinition, WorkOptions } from '../jobs/jobs';
import type { RetryOptions } from '../jobs/retried-queue';
import { logSignInMail, smtpDetail } from '../message-log/record-messages';
import { logFor } from '../observability/log';
import { mailDeliveries, signInMailDelay } from '../observability/metrics';
import { CODE_TTL_SECONDS } from './auth';
import { SealedCodeError } from './sign-in-code-seal';
import {
  offerImmediateSend,
  SIGN_IN_MAIL_QUEUE,
  type SignInMailJob,
  signInMailOfJob,
} from './sign-in-mail-job';
import { createMailSlots } from './sign-in-mail-slots';

const log = logFor('mail');

/** How often a sign-in mail that failed is tried again. */
const SIGN_IN_RETRY_SECONDS = 20;

/**
 * A code is good for ten minutes: its mail is tried every 20 s for as long as the code is good (a code asked just
 * before an outage was noticed arrives as soon as the server is back), and never after (the attempt finds it expired
 * and ends the job). Retrying for hours, as other mail is, would only deliver dead codes.
 */
function signInMailQueue(options: RetryOptions = {}) {
  return {
    name: SIGN_IN_MAIL_QUEUE,
    retryLimit: options.retryLimit ?? Math.ceil(CODE_TTL_SECONDS / SIGN_IN_RETRY_SECONDS),
    retryDelay: options.retryDelaySeconds ?? SIGN_IN_RETRY_SECONDS,
    retryBackoff: false,
    expireInSeconds: 120,
  } satisfies QueueDefinition;
}

/**
 * Sign-in codes go ahead of every other mail: their own queue, their own polling loops (woken at once by a code
 * request in this process, otherwise polled every half second) and their own SMTP connections, so a morning rush of
 * parents never waits behind thousands of booking mails. Five loops of 5 jobs, all of a batch sent side by side: a
 * code that arrives while the others are busy waits for the shortest batch, not for a long one.
 */
export const SIGN_IN_MAIL_WORK: WorkOptions = { workers: 5, batchSize: 5, pollingIntervalSeconds: 0.5 };
const SIGN_IN_SMTP_CONNECTIONS = 5;
/**
 * Codes in flight at once in this process, from their admission to their mail's delivery (sign-in-mail-slots.ts):
 * all of them sent at once by the process that made them. A request beyond them waits for a slot, so a code answered
 * as sent leaves behind at most this many (a few rounds of the SMTP connections), and a job taken here is sent well
 * within the queue's expiry.
 */
export const SIGN_IN_IMMEDIATE_LIMIT = 25;
/**
 * How long code requests wait for a slot: in order as long as codes keep going out, but when none has been sent for
 * `stallMs` (an SMTP server that hangs), or after `maxWaitMs` in all, a request is answered anyway and its mail waits
 * in the queue for the loops, as every mail does in an outage.
 */
const SIGN_IN_SLOT_WAIT = { stallMs: 10_000, maxWaitMs: 30_000 };

/**
 * Renders and delivers sign-in mails. A job is deleted as soon as it is done (delivered, expired, unreadable or out
 * of attempts): pg-boss would otherwise keep it, sealed code and all, among its completed and archived jobs for days.
 */
export async function registerSignInMailWorker(
  ctx: AppContext,
  options: MailWorkerOptions = {},
): Promise<void> {
  const transport = options.transport ?? createMailTransport(ctx.config, ctx.db, SIGN_IN_SMTP_CONNECTIONS);
  const queue = signInMailQueue(options);
  const health = createMailHealth(transport, options.health);
  // The codes in their 20 s wait go at once when the server is back: each second counts against their ten minutes.
  health.onRecovered(() => {
    ctx.jobs.resumeRetries(queue.name).catch(() => {});
  });
  // The message log (decision 051) gets the subject once the attempt is over, never the code; not awaited, so a
  // code's slot is not held for it.
  const logOutcome = (job: SignInMailJob, subject: string, state: 'sent' | 'failed', detail?: string) => {
    logSignInMail(ctx.db, { email: job.email, subject, state, detail: detail ?? null }).catch((err: Error) =>
      log.warn({ reason: err.name }, 'Nachrichtenprotokoll nicht nachgeführt'),
    );
  };
  // Attempts one mail; answers whether its job is done (true) or must come back (false).
  const attempt = async (job: SignInMailJob, meta: { id: string; retryCount: number }): Promise<boolean> => {
    const issuedAt = Date.parse(job.issuedAt);
    const expired = !(ctx.clock.now().getTime() - issuedAt < CODE_TTL_SECONDS * 1000);
    let subject: string | undefined;
    try {
      if (!expired) {
        const message = signInMailOfJob(ctx.config, job);
        subject = message.subject;
        await transport.deliver(composeMail(ctx.config, message, messageIdFor(ctx.config, meta.id)));
        signInMailDelay.observe(Math.max(0, ctx.clock.now().getTime() - issuedAt) / 1000);
        health.delivered();
        logOutcome(job, subject, 'sent');
      }
      mailDeliveries.inc({ kind: 'sign_in', outcome: expired ? 'expired' : 'delivered' });
      return true;
    } catch (err) {
      mailDeliveries.inc({ kind: 'sign_in', outcome: 'failed' });
      health.failed(err);
      const retry = !(err instanceof SealedCodeError) && meta.retryCount < queue.retryLimit;
      // Error code and SMTP status only: server replies can quote the recipient, and the job id finds the mail.
      const reason = smtpDetail(err).detail;
      if (!retry && subject) logOutcome(job, subject, 'failed', reason);
      log.warn(
        { jobId: meta.id, attempt: meta.retryCount + 1, gaveUp: !retry, reason },
        'Anmeldecode nicht zugestellt',
      );
      return !retry;
    }
  };
  await ctx.jobs.workBatch<SignInMailJob>(
    queue,
    async (batch) => {
      const retry: BatchOutcome['retry'] = [];
      const done: string[] = [];
      await Promise.all(
        batch.map(async ({ id, data, retryCount }) => {
          if (await attempt(data, { id, retryCount })) done.push(id);
          else retry.push({ id, error: new Error('sign-in mail not delivered') });
        }),
      );
      // One statement for the batch's finished jobs; pg-boss then has nothing left of them to complete or archive.
      if (done.length > 0) await ctx.jobs.boss.deleteJob(queue.name, done);
      return { retry };
    },
    options.work ?? SIGN_IN_MAIL_WORK,
  );

  // A code request in this process hands its job over at once, with the slot it took before making the code
  // (sign-in-mail-slots.ts): taken by id (as a polling loop would take it, so exactly one of them sends it), sent,
  // deleted, and the slot freed for the next request. Under a rush this skips the wait for a poll and the fetch
  // query behind the rush's own queries; the loops remain the path for everything else (retries, other instances,
  // a request that waited too long for a slot).
  // The jobs sent in one turn of the event loop are deleted in one statement, as a loop deletes its batch's.
  const deleteSent = batchedByTurn(async (ids: string[]) => {
    await ctx.jobs.boss.deleteJob(queue.name, ids);
    return new Map<string, never>();
  });
  offerImmediateSend(ctx.jobs, {
    slots: createMailSlots(SIGN_IN_IMMEDIATE_LIMIT, SIGN_IN_SLOT_WAIT),
    health,
    send(jobId, slot) {
      void (async () => {
        const job = await ctx.jobs.claim<SignInMailJob>(queue.name, jobId);
        if (!job) return;
        if (await attempt(job.data, job)) await deleteSent(jobId);
        else await ctx.jobs.boss.fail(queue.name, jobId, { message: 'sign-in mail not delivered' });
      })()
        .catch((err: Error) => {
          // The job stays in the queue (taken jobs expire and come back): the loops deliver it.
          log.warn({ jobId, reason: err.name }, 'Anmeldecode: Sofortversand nicht möglich');
        })
        .finally(() => slot.release());
    },
  });
  // The queue may already exist from an earlier start or an earlier send; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
