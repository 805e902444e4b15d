import type { CodeRequestAnswer } from '../../../domain/auth/sign-in-api';
import { authFor } from '../../auth/auth';
import { ipBucket } from '../../auth/client-ip';
import { hitRateLimit } from '../../auth/rate-limit';
import { enqueueSignInMail } from '../../auth/sign-in-mail-job';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  CODE_REQUESTS_PER_EMAIL,
  codeRequestsPerIp,
  GUARDED_RESEND_COOLDOWN_MS,
  RESEND_COOLDOWN_MS,
} from './limits';
import { isLocked, resendCooldownMs } from './lockout-rules';
import { claimCodeSend, deleteCodes, findLockout, findProfileIdByEmail, releaseCodeSend } from './queries';

export interface CodeRequest {
  email: string;
  ip: string;
  redirectTo?: string | undefined;
}

/**
 * Sends a fresh sign-in code (first request and resend alike). Known and unknown e-mails take the same path and get
 * the same answer: an account is created on the first request, and the mail goes through the queue, never inline.
 */
export async function requestSignInCode(ctx: AppContext, request: CodeRequest): Promise<CodeRequestAnswer> {
  const { email } = request;
  const now = ctx.clock.now();
  if (
    !(await hitRateLimit(
      ctx.db,
      `sign-in-code:ip:${ipBucket(request.ip)}`,
      codeRequestsPerIp(ctx.config),
      now,
    ))
  ) {
    throw new AppError('RATE_LIMITED', 429);
  }
  if (!(await hitRateLimit(ctx.db, `sign-in-code:email:${email}`, CODE_REQUESTS_PER_EMAIL, now))) {
    throw new AppError('RATE_LIMITED', 429);
  }
  // A guarded e-mail still gets codes (its owner signs in with them), but only every 15 minutes.
  const claim = await claimCodeSend(ctx.db, {
    email,
    now,
    cooldownMs: RESEND_COOLDOWN_MS,
    guardedCooldownMs: GUARDED_RESEND_COOLDOWN_MS,
  });
  if (!claim) throw await refusal(ctx, email, now);

  try {
    await ensureAccount(ctx, email);
    // A new code replaces the old one: better-auth would only ignore older rows, we remove them.
    await deleteCodes(ctx.db, email);
    const code = await authFor(ctx).api.createVerificationOTP({ body: { email, type: 'sign-in' } });
    await enqueueSignInMail(ctx, { email, code, redirectTo: request.redirectTo });
  } catch (error) {
    await releaseCodeSend(ctx.db, email, now).catch(() => {});
    throw error;
  }
  return { resendAfterSeconds: resendCooldownMs(claim, now) / 1000 };
}

/** Why a send was refused: the e-mail is locked, or the last code went out too recently. */
async function refusal(ctx: AppContext, email: string, now: Date): Promise<AppError> {
  const lockout = await findLockout(ctx.db, email);
  const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  if (lockout?.lockedUntil && isLocked(lockout, now)) {
    return new AppError('CODE_LOCKED', 423, { retryAfterSeconds: secondsUntil(lockout.lockedUntil) });
  }
  const lastSent = lockout?.lastCodeSentAt?.getTime() ?? now.getTime();
  const nextSend = new Date(lastSent + resendCooldownMs(lockout, now));
  return new AppError('RESEND_TOO_SOON', 429, { retryAfterSeconds: secondsUntil(nextSend) });
}

/** The account is created on the first code request (spec), marked pwa_login by the user-create hook. */
async function ensureAccount(ctx: AppContext, email: string): Promise<void> {
  if (await findProfileIdByEmail(ctx.db, email)) return;
  const { internalAdapter } = await authFor(ctx).$context;
  try {
    await internalAdapter.createUser({ email, name: '', emailVerified: false }, { method: 'email-otp' });
  } catch (error) {
    // Two first requests at once: the other one created it.
    if (await findProfileIdByEmail(ctx.db, email)) return;
    throw error;
  }
}
