import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { MailMessage } from '../integrations/mail';
import type { MailHealth } from '../integrations/mail/mail-health';
import type { Jobs } from '../jobs/jobs';
import { authSecret } from './auth-secret';
import { deletionCodeMail } from './deletion-code-mail';
import { codeSeal } from './sign-in-code-seal';
import { signInMail } from './sign-in-mail';
import type { MailSlot, MailSlots } from './sign-in-mail-slots';

// Sign-in mails have their own queue: the job holds the code only sealed (sign-in-code-seal.ts) and the mail is
// rendered in the worker, so pg-boss's table never shows a code; the worker deletes the job once it is done
// (sign-in-mail-worker.ts). Every other mail carries its finished text in the general mail queue.

export const SIGN_IN_MAIL_QUEUE = 'auth.sign-in-mail';

export interface SignInMailJob {
  email: string;
  /** The code, sealed to this e-mail under a key derived from AUTH_SECRET. */
  sealedCode: string;
  redirectTo?: string;
  /** When the code was made (ISO): the worker sends nothing for a code that has expired meanwhile. */
  issuedAt: string;
  /** A code for another purpose than signing in, with its own mail (the account deletion's, decision 037). */
  purpose?: 'account-deletion';
}

/**
 * The sign-in mail worker of this process: its slots for codes in flight, whether its mail is leaving, and its send
 * of a job just handed to it.
 */
interface ImmediateSender {
  slots: MailSlots;
  health: MailHealth;
  /** Sends the job now and frees `slot` once it is done with it. */
  send(jobId: string, slot: MailSlot): void;
}

/** Per job queue: the sign-in mail worker of this process, ready to send a job it was just handed. */
const immediateSenders = new WeakMap<Jobs, ImmediateSender>();

/** Called by the worker at registration (sign-in-mail-worker.ts). */
export function offerImmediateSend(jobs: Jobs, sender: ImmediateSender): void {
  immediateSenders.set(jobs, sender);
}

/**
 * A slot for a code about to be made (sign-in-mail-slots.ts): waits while this process has its limit of codes in
 * flight. Null when no sign-in worker runs in this process, or after the slots' longest wait.
 */
export function reserveSignInMail(jobs: Jobs): Promise<MailSlot | null> {
  return immediateSenders.get(jobs)?.slots.acquire() ?? Promise.resolve(null);
}

/** How long a parent is asked to wait when mail is not leaving (the next look at the mail server is due by then). */
const MAIL_RETRY_AFTER_SECONDS = 30;

/**
 * A code is made only while this process's sign-in mail is leaving (mail-health.ts): with the mail server down, "code
 * sent" would not be true, and a code that arrives after its ten minutes is worse than none. Throws MAIL_UNAVAILABLE
 * (503, "try again in a minute") otherwise. Nothing to tell when no sign-in worker runs in this process.
 */
export async function requireSignInMailLeaving(jobs: Jobs): Promise<void> {
  const leaving = (await immediateSenders.get(jobs)?.health.available()) ?? true;
  if (!leaving) throw new AppError('MAIL_UNAVAILABLE', 503, { retryAfterSeconds: MAIL_RETRY_AFTER_SECONDS });
}

/** Resolves once this process has no sign-in code in flight or waiting, or after `maxWaitMs`. */
export function signInMailsIdle(jobs: Jobs, maxWaitMs: number): Promise<void> {
  return immediateSenders.get(jobs)?.slots.idle(maxWaitMs) ?? Promise.resolve();
}

/**
 * Queues the code's mail, sealed. With a slot, this process's worker sends it at once (and frees the slot); without
 * one, a polling loop takes it. Throws when the job could not be written; the caller then still holds the slot.
 */
export async function enqueueSignInMail(
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs'>,
  params: {
    email: string;
    code: string;
    redirectTo?: string | undefined;
    purpose?: SignInMailJob['purpose'];
  },
  slot: MailSlot | null = null,
): Promise<void> {
  const job: SignInMailJob = {
    email: params.email,
    sealedCode: codeSeal(authSecret(ctx.config)).seal(params.code, params.email),
    ...(params.redirectTo ? { redirectTo: params.redirectTo } : {}),
    issuedAt: ctx.clock.now().toISOString(),
    ...(params.purpose ? { purpose: params.purpose } : {}),
  };
  const sender = slot ? immediateSenders.get(ctx.jobs) : undefined;
  // A job the immediate send takes wakes no polling loop: that would be an empty fetch per code under a rush.
  const id = await ctx.jobs.sendWithId(SIGN_IN_MAIL_QUEUE, job, { wake: !sender });
  // The durable job is written; the worker in this process sends it now rather than at a loop's next poll.
  if (id && slot && sender) sender.send(id, slot);
  else slot?.release();
}

/** The mail a sign-in job stands for, with the code unsealed; throws SealedCodeError when it does not open. */
export function signInMailOfJob(config: AppContext['config'], job: SignInMailJob): MailMessage {
  const code = codeSeal(authSecret(config)).open(job.sealedCode, job.email);
  if (job.purpose === 'account-deletion') return deletionCodeMail(config, { email: job.email, code });
  return signInMail(config, {
    email: job.email,
    code,
    ...(job.redirectTo ? { redirectTo: job.redirectTo } : {}),
  });
}
