import type { AppContext } from '../context';
import type { MailMessage } from '../integrations/mail';
import type { Jobs } from '../jobs/jobs';
import { authSecret } from './auth-secret';
import { deletionCodeMail } from './deletion-code-mail';
import { codeSeal } from './sign-in-code-seal';
import { signInMail } from './sign-in-mail';

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

/** Per job queue: the sign-in mail worker of this process, ready to send a job it was just handed. */
const immediateSenders = new WeakMap<Jobs, (jobId: string) => void>();

/** Called by the worker at registration (sign-in-mail-worker.ts). */
export function offerImmediateSend(jobs: Jobs, send: (jobId: string) => void): void {
  immediateSenders.set(jobs, send);
}

export async function enqueueSignInMail(
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs'>,
  params: {
    email: string;
    code: string;
    redirectTo?: string | undefined;
    purpose?: SignInMailJob['purpose'];
  },
): Promise<void> {
  const job: SignInMailJob = {
    email: params.email,
    sealedCode: codeSeal(authSecret(ctx.config)).seal(params.code, params.email),
    ...(params.redirectTo ? { redirectTo: params.redirectTo } : {}),
    issuedAt: ctx.clock.now().toISOString(),
    ...(params.purpose ? { purpose: params.purpose } : {}),
  };
  const id = await ctx.jobs.sendWithId(SIGN_IN_MAIL_QUEUE, job);
  // The durable job is written; a worker in this process sends it now rather than at its next poll.
  if (id) immediateSenders.get(ctx.jobs)?.(id);
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
