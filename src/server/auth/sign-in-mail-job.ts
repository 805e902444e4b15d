import type { AppContext } from '../context';
import type { MailMessage } from '../integrations/mail';
import { authSecret } from './auth-secret';
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
}

export async function enqueueSignInMail(
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs'>,
  params: { email: string; code: string; redirectTo?: string | undefined },
): Promise<void> {
  const job: SignInMailJob = {
    email: params.email,
    sealedCode: codeSeal(authSecret(ctx.config)).seal(params.code, params.email),
    ...(params.redirectTo ? { redirectTo: params.redirectTo } : {}),
    issuedAt: ctx.clock.now().toISOString(),
  };
  await ctx.jobs.send(SIGN_IN_MAIL_QUEUE, job);
}

/** The mail a sign-in job stands for, with the code unsealed; throws SealedCodeError when it does not open. */
export function signInMailOfJob(config: AppContext['config'], job: SignInMailJob): MailMessage {
  const code = codeSeal(authSecret(config)).open(job.sealedCode, job.email);
  return signInMail(config, {
    email: job.email,
    code,
    ...(job.redirectTo ? { redirectTo: job.redirectTo } : {}),
  });
}
