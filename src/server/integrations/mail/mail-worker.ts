import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { BACKGROUND_YIELD_MS, requestsIdle } from '../../http/requests-in-flight';
import type { Jobs, WorkOptions } from '../../jobs/jobs';
import { type RetryOptions, retriedQueue } from '../../jobs/retried-queue';
import { markMessages, smtpDetail } from '../../message-log/record-messages';
import { logFor } from '../../observability/log';
import { mailDeliveries } from '../../observability/metrics';
import { composeMail, messageIdFor } from './compose-mail';
import { MAIL_QUEUE, type MailJob } from './enqueue-mail';
import { createMailHealth, type MailHealthOptions } from './mail-health';
import type { MailAttachment, MailAttachmentRenderer, MailMessage } from './mail-message';
import { createMailTransport, type MailTransport } from './transport';

const log = logFor('mail');

export interface MailWorkerOptions extends RetryOptions {
  /** Defaults to the transport the configuration chooses (SMTP or dev outbox). */
  transport?: MailTransport;
  /** Defaults to the queue's own (MAIL_WORK, SIGN_IN_MAIL_WORK). */
  work?: WorkOptions;
  /** Bulk mail: resolves when mail that goes first is out, or after the given ms (workers.ts: the sign-in codes). */
  yieldTo?: (maxWaitMs: number) => Promise<void>;
  /** How long a bulk mail waits at most for what goes first (BULK_YIELD_MS); tests make it long. */
  yieldMs?: number;
  /** How the mail server is watched while down (mail-health.ts); tests look more often. */
  health?: MailHealthOptions;
  /** Makes a mail's attachments when it is sent (mail-message.ts); without it, none is attached. */
  attachments?: MailAttachmentRenderer;
}

/**
 * Bulk mail (confirmations, reminders, news): two polling loops of 25 jobs each, every job of a batch handed to the
 * SMTP pool at once (4 connections; the pool queues the rest). A full batch fetches the next at once, so a queue of
 * thousands drains at the speed of the SMTP server, not one mail per poll.
 */
const MAIL_WORK: WorkOptions = { workers: 2, batchSize: 25, concurrency: 25 };
const MAIL_SMTP_CONNECTIONS = 5;
/**
 * How long a bulk mail waits for this process's sign-in codes to be out (a morning rush) and for the requests it is
 * answering (a booking rush, decision 047): the CPU and the SMTP server go to them first, while bulk mail still moves
 * on, a batch per this wait at the least.
 */
const BULK_YIELD_MS = BACKGROUND_YIELD_MS;

/**
 * Ten retries from 30 s with exponential back-off span roughly 8 to 17 hours: an SMTP outage of that length delays
 * mail without losing it.
 */
function mailQueue(options: RetryOptions = {}) {
  return retriedQueue(MAIL_QUEUE, { retryLimit: 10, expireInSeconds: 120 }, options);
}

/**
 * The attachments of a mail, made now. One that fails or is gone is left off: the mail (a booking's confirmation)
 * matters more than its file, which the parent can also download.
 */
async function attachmentsOf(
  message: MailMessage,
  render: MailAttachmentRenderer | undefined,
): Promise<MailAttachment[]> {
  const made: MailAttachment[] = [];
  for (const ref of message.attachments ?? []) {
    const attachment = await render?.(ref).catch((err: Error) => {
      log.warn({ kind: ref.kind, reason: err.name }, 'Anhang nicht erstellt; die Mail geht ohne ihn');
      return undefined;
    });
    if (attachment) made.push(attachment);
  }
  return made;
}

/** The parts of the server's context the worker uses: the integrations lie below the context and do not import it. */
interface MailWorkerContext {
  config: Config;
  db: Db;
  jobs: Jobs;
}

export async function registerMailWorker(
  ctx: MailWorkerContext,
  options: MailWorkerOptions = {},
): Promise<void> {
  const transport = options.transport ?? createMailTransport(ctx.config, ctx.db, MAIL_SMTP_CONNECTIONS);
  const queue = mailQueue(options);
  // After an outage the mails in their back-off go at once, not minutes later at their next attempt (a 5-minute SMTP
  // outage left the last booking mail 8 minutes behind the server's return).
  const health = createMailHealth(transport, options.health);
  health.onRecovered(() => {
    ctx.jobs.resumeRetries(queue.name).then(
      (resumed) => log.info({ resumed }, 'Mailserver wieder erreichbar'),
      (err: Error) =>
        log.warn({ reason: err.name }, 'Mailserver wieder erreichbar, Wiederholungen nicht vorgezogen'),
    );
  });
  // The message log follows the delivery (decision 051). Its update failing must not send the mail again: logged.
  const record = async (ids: string[] | undefined, state: 'sent' | 'bounced' | 'failed', detail?: string) => {
    if (!ids?.length) return;
    await markMessages(ctx.db, ids, state, detail).catch((err: Error) =>
      log.warn({ reason: err.name }, 'Nachrichtenprotokoll nicht nachgeführt'),
    );
  };
  // A 5xx refusal is a bounce at once (the job is still retried, a later success makes it sent); any other failure
  // counts only when the attempts ran out.
  const recordFailure = async (
    job: MailJob,
    lastAttempt: boolean,
    failure: ReturnType<typeof smtpDetail>,
  ) => {
    if (failure.permanent) await record(job.logIds, 'bounced', failure.detail);
    else if (lastAttempt) await record(job.logIds, 'failed', failure.detail);
  };
  await ctx.jobs.work<MailJob>(
    queue,
    async (job, meta) => {
      // Sign-in codes and parents' requests first: while this process has codes in flight or answers requests, bulk
      // mail waits (a little, so it never stops).
      const yieldMs = options.yieldMs ?? BULK_YIELD_MS;
      const waitUntil = Date.now() + yieldMs;
      await options.yieldTo?.(yieldMs);
      await requestsIdle(Math.max(0, waitUntil - Date.now()));
      try {
        // The Message-ID comes from the job id, so every attempt of this job sends the same message.
        const attachments = await attachmentsOf(job.message, options.attachments);
        await transport.deliver(
          composeMail(ctx.config, job.message, messageIdFor(ctx.config, meta.id), attachments),
        );
        mailDeliveries.inc({ kind: 'bulk', outcome: 'delivered' });
        health.delivered();
      } catch (err) {
        mailDeliveries.inc({ kind: 'bulk', outcome: 'failed' });
        health.failed(err);
        // Error code and SMTP status only: server replies can quote the recipient, and the job id finds the mail.
        const failure = smtpDetail(err);
        await recordFailure(job, meta.retryCount >= queue.retryLimit, failure);
        log.warn(
          { jobId: meta.id, attempt: meta.retryCount + 1, reason: failure.detail },
          'Zustellung fehlgeschlagen',
        );
        throw err;
      }
      await record(job.logIds, 'sent');
    },
    options.work ?? MAIL_WORK,
  );
  // The queue may already exist from an earlier start or an earlier send; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
