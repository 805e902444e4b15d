import { generateRandomString } from 'better-auth/crypto';
import type { CodeRequestAnswer } from '../../../domain/auth/sign-in-api';
import { isListedAdmin } from '../../auth/admin-role';
import { authFor, authSecret, CODE_TTL_SECONDS } from '../../auth/auth';
import { ipBucket } from '../../auth/client-ip';
import { otpHasher } from '../../auth/otp-hash';
import { enqueueSignInMail, requireSignInMailLeaving, reserveSignInMail } from '../../auth/sign-in-mail-job';
import type { MailSlot } from '../../auth/sign-in-mail-slots';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { admitCodeRequest, storeSignInCode } from './code-request-queries';
import {
  CODE_REQUESTS_PER_EMAIL,
  codeRequestsPerIp,
  GUARDED_RESEND_COOLDOWN_MS,
  RESEND_COOLDOWN_MS,
} from './limits';
import { isLocked, resendCooldownMs } from './lockout-rules';
import { findLockout, releaseCodeSend, signInCodeIdentifier } from './queries';

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
  // Before anything is made or counted (no cooldown, no rate limit): the parent's next try is not refused.
  await requireSignInMailLeaving(ctx.jobs);
  // Under a rush, a request waits here (before any query) until its mail can leave at once: "code sent" then means
  // the mail is on its way, not behind a thousand others (sign-in-mail-slots.ts). The same wait for every address.
  const slot = await reserveSignInMail(ctx.jobs);
  try {
    return await requestWithSlot(ctx, request, slot);
  } catch (error) {
    slot?.release();
    throw error;
  }
}

/** Admission, code and mail; the slot (when any) goes with the queued mail, which frees it once sent. */
async function requestWithSlot(
  ctx: AppContext,
  request: CodeRequest,
  slot: MailSlot | null,
): Promise<CodeRequestAnswer> {
  const { email } = request;
  const now = ctx.clock.now();
  // Both rate limits and the claim in one statement. A guarded e-mail still gets codes (its owner signs in with
  // them), but only every 15 minutes.
  const { rateLimited, claim } = await admitCodeRequest(ctx.db, {
    ipKey: `sign-in-code:ip:${ipBucket(request.ip)}`,
    emailKey: `sign-in-code:email:${email}`,
    perIp: codeRequestsPerIp(ctx.config),
    perEmail: CODE_REQUESTS_PER_EMAIL,
    email,
    now,
    cooldownMs: RESEND_COOLDOWN_MS,
    guardedCooldownMs: GUARDED_RESEND_COOLDOWN_MS,
  });
  if (rateLimited) throw new AppError('RATE_LIMITED', 429);
  if (!claim) throw await refusal(ctx, email, now);

  try {
    const code = await createSignInCode(ctx, email);
    await enqueueSignInMail(ctx, { email, code, redirectTo: request.redirectTo }, slot);
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

/**
 * A new code from a secure random source, stored hashed in place of every older one, with the account created on
 * the first request (spec) in the same statement. better-auth's ids, hash and stored format, so its verification
 * (verify-code.ts) reads the code as one it made itself; its user-create hook's rules (lower-case e-mail, role by
 * ADMIN_EMAILS, signup source pwa_login) are applied here, as the hook is not run.
 */
async function createSignInCode(ctx: AppContext, email: string): Promise<string> {
  const auth = await authFor(ctx).$context;
  // The email-OTP plugin's own generator (Web Crypto's getRandomValues, unbiased digits).
  const code = generateRandomString(6, '0-9');
  // better-auth takes its own times from the wall clock (its expiry check too), so the stored times do as well.
  const created = new Date();
  await storeSignInCode(ctx.db, {
    account: {
      id: String(auth.generateId({ model: 'user' })),
      email: email.toLowerCase(),
      role: isListedAdmin(ctx.config, email) ? 'admin' : 'parent',
      createdAt: created,
    },
    code: {
      id: String(auth.generateId({ model: 'verification' })),
      identifier: signInCodeIdentifier(email),
      value: `${await otpHasher(authSecret(ctx.config))(code)}:0`,
      expiresAt: new Date(created.getTime() + CODE_TTL_SECONDS * 1000),
      createdAt: created,
    },
  });
  return code;
}
