import type { DbOrTx } from '../../db/client';
import { aboutOf, type JobAbout } from '../../jobs/job-about';
import type { Jobs } from '../../jobs/jobs';
import { logFamilyMail } from '../../message-log/record-messages';
import { assertNoAhvNumber } from './ahv-guard';
import { type MailMessage, recipientsOf } from './mail-message';

export const MAIL_QUEUE = 'mail.send';

export interface MailJob {
  message: MailMessage;
  /** Whom the mail names besides its recipients (job-about.ts). */
  about?: JobAbout;
  /** The message log's rows of this mail (decision 051), moved by the worker. */
  logIds?: string[];
}

/**
 * Queues a mail for durable delivery. With `tx`, the job is written inside the caller's transaction: a booking and
 * its confirmation are stored together or not at all. The mail goes out once the transaction has committed, and
 * later if SMTP is down.
 */
export async function enqueueMail(
  jobs: Jobs,
  message: MailMessage,
  options: {
    tx?: DbOrTx;
    about?: JobAbout;
    /** A mail to a family: listed in the message log of each recipient that is a profile (decision 051). */
    family?: true;
  } = {},
): Promise<void> {
  // Checked here already: job data is stored in plain text, so an AHV number must not even reach the queue.
  assertNoAhvNumber(message);
  const to = recipientsOf(message);
  if (to.length === 0) throw new Error('Mail refused: no recipient');
  const about = aboutOf(options.about);
  if (options.family && !options.tx) throw new Error('A family mail is logged in its transaction: pass tx');
  const logIds =
    options.family && options.tx
      ? await logFamilyMail(options.tx, { to, subject: message.subject, about })
      : [];
  const job: MailJob = {
    message: { ...message, to },
    ...(about ? { about } : {}),
    ...(logIds.length > 0 ? { logIds } : {}),
  };
  await jobs.send(MAIL_QUEUE, job, options.tx ? { tx: options.tx } : {});
}
