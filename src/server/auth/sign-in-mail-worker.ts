import type { AppContext } from '../context';
import { composeMail, messageIdFor } from '../integrations/mail/compose-mail';
import type { MailWorkerOptions } from '../integrations/mail/mail-worker';
import { createMailTransport } from '../integrations/mail/transport';
import type { QueueDefinition, WorkOptions } from '../jobs/jobs';
import { CODE_TTL_SECONDS } from './auth';
import { SealedCodeError } from './sign-in-code-seal';
import { SIGN_IN_MAIL_QUEUE, type SignInMailJob, signInMailOfJob } from './sign-in-mail-job';

/**
 * A code is good for ten minutes, so retrying its mail for hours (as other mail is) would only deliver dead codes:
 * five attempts 15 s apart with back-off span about eight minutes.
 */
export function signInMailQueue(options: Pick<MailWorkerOptions, 'retryDelaySeconds' | 'retryLimit'> = {}) {
  return {
    name: SIGN_IN_MAIL_QUEUE,
    retryLimit: options.retryLimit ?? 4,
    retryDelay: options.retryDelaySeconds ?? 15,
    retryBackoff: true,
    expireInSeconds: 120,
  } satisfies QueueDefinition;
}

/**
 * Sign-in codes go ahead of every other mail: their own queue, their own polling loops (woken at once by a code
 * request in this process, otherwise polled every half second) and their own SMTP connections, so a morning rush of
 * parents never waits behind thousands of booking mails. Three loops of 10 jobs, all of a batch sent side by side.
 */
export const SIGN_IN_MAIL_WORK: WorkOptions = {
  workers: 3,
  batchSize: 10,
  concurrency: 10,
  pollingIntervalSeconds: 0.5,
};
export const SIGN_IN_SMTP_CONNECTIONS = 3;

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
  await ctx.jobs.work<SignInMailJob>(
    queue,
    async (job, meta) => {
      const issuedAt = Date.parse(job.issuedAt);
      const expired = !(ctx.clock.now().getTime() - issuedAt < CODE_TTL_SECONDS * 1000);
      try {
        if (!expired) {
          const message = signInMailOfJob(ctx.config, job);
          await transport.deliver(composeMail(ctx.config, message, messageIdFor(ctx.config, meta.id)));
        }
      } catch (err) {
        const retry = !(err instanceof SealedCodeError) && meta.retryCount < queue.retryLimit;
        // Error code and SMTP status only: server replies can quote the recipient, and the job id finds the mail.
        const { code, responseCode } = err as { code?: string; responseCode?: number };
        const reason = [code ?? (err as Error).name, responseCode].filter(Boolean).join(' ');
        console.warn(
          `[mail] Anmeldecode nicht zugestellt (Job ${meta.id}, Versuch ${meta.retryCount + 1}${retry ? '' : ', aufgegeben'}): ${reason}`,
        );
        if (retry) throw err;
      }
      // pg-boss completes the job after this handler; a deleted job has nothing left to complete.
      await ctx.jobs.boss.deleteJob(queue.name, meta.id);
    },
    options.work ?? SIGN_IN_MAIL_WORK,
  );
  // The queue may already exist from an earlier start or an earlier send; the retry policy here is the one that counts.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
}
