import { MAX_CODE_ATTEMPTS } from '../../../domain/messages/auth';
import { otpCodeSchema } from '../../../domain/profile';
import { authFor, CODE_TTL_SECONDS } from '../../auth/auth';
import { ipBucket } from '../../auth/client-ip';
import { hitRateLimit } from '../../auth/rate-limit';
import { type SessionUser, toSessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { enqueueMail } from '../../integrations/mail';
import { guardNoticeMail } from './guard-notice-mail';
import { codeChecksPerIp, GUARDED_CHECKS_PER_CODE, LOCKOUT_MS } from './limits';
import { type FailureVerdict, isGuarded, isLocked } from './lockout-rules';
import {
  clearFailedAttempts,
  deleteCodes,
  findActiveCode,
  findLockout,
  findProfileById,
  type LockoutRow,
  lockEmail,
  recordFailedCheck,
  reserveCodeCheck,
  revokeSession,
} from './queries';

interface CodeCheck {
  email: string;
  /** As typed; a malformed code counts as a failed attempt like a wrong one. */
  code: string;
  ip: string;
  /** The request's headers for better-auth (client IP header set by us). */
  headers: Headers;
  /** The session this browser carried before, revoked once the new one exists. */
  previousSessionId?: string | undefined;
}

interface SignedIn {
  user: SessionUser;
  /** The new session cookie, for the response. */
  setCookies: string[];
}

function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  return new AppError('CODE_LOCKED', 423, { retryAfterSeconds: secondsUntil(lockedUntil, now) });
}

/** Guarded: the code (if any) is spent; only a new code from the mail can sign in. */
const guardedError = () => new AppError('CODE_GUARDED', 423);

/** Our clock decides expiry from the moment we sent the code; better-auth's own expiry check stays as a backstop. */
function isExpired(lockout: LockoutRow | undefined, now: Date): boolean {
  const sentAt = lockout?.lastCodeSentAt;
  return Boolean(sentAt && now.getTime() - sentAt.getTime() > CODE_TTL_SECONDS * 1000);
}

/**
 * Records a failed check of an existing code (its attempt is already counted). Five checks burn the code and lock
 * the e-mail for five minutes; before that the answer carries the count ("Falscher Code. Versuche: n/5"). The 100th
 * failure in a row guards the e-mail and mails its owner; while guarded every failure burns the code.
 */
async function failure(
  ctx: AppContext,
  email: string,
  now: Date,
  code: 'CODE_WRONG' | 'CODE_INVALID',
): Promise<AppError> {
  const verdict: FailureVerdict = await recordFailedCheck(ctx.db, { email, now });
  switch (verdict.kind) {
    case 'counted':
      return new AppError(code, 400, { attempts: verdict.attempts, maxAttempts: MAX_CODE_ATTEMPTS });
    case 'locked':
      await deleteCodes(ctx.db, email);
      return lockedError(verdict.until, now);
    case 'guarded':
      await deleteCodes(ctx.db, email);
      // Listed in the parent's message log (decision 051), which needs a statement to write with: the pool's own.
      if (verdict.started)
        await enqueueMail(ctx.jobs, guardNoticeMail(ctx.config, email), { tx: ctx.db, family: true });
      return guardedError();
  }
}

function betterAuthErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/**
 * Checks a sign-in code and starts a new session. Only a code that exists is counted against: without one (never
 * sent, used, burnt, expired) the answer says to ask for a new code and nothing is counted, so nobody can lock an
 * e-mail without a code first going to its owner. Wrong = a well-formed code that does not match; invalid =
 * malformed.
 */
export async function verifySignInCode(ctx: AppContext, check: CodeCheck): Promise<SignedIn> {
  const { email } = check;
  const now = ctx.clock.now();
  if (
    !(await hitRateLimit(ctx.db, `sign-in-verify:ip:${ipBucket(check.ip)}`, codeChecksPerIp(ctx.config), now))
  ) {
    throw new AppError('RATE_LIMITED', 429);
  }
  const lockout = await findLockout(ctx.db, email);
  if (isLocked(lockout, now)) throw lockedError(lockout!.lockedUntil!, now);

  if (!(await findActiveCode(ctx.db, email))) {
    // A parallel check may have burnt the code a moment ago by locking the e-mail: answer that lock, not "ask for a
    // new code" (the lockout read above predates it).
    const current = await findLockout(ctx.db, email);
    if (isLocked(current, now)) throw lockedError(current!.lockedUntil!, now);
    throw isGuarded(current, now) ? guardedError() : new AppError('CODE_EXPIRED', 400);
  }
  if (isExpired(lockout, now)) {
    await deleteCodes(ctx.db, email);
    throw new AppError('CODE_EXPIRED', 400);
  }
  const reserved = await reserveCodeCheck(ctx.db, {
    email,
    now,
    checksPerCode: MAX_CODE_ATTEMPTS,
    guardedChecksPerCode: GUARDED_CHECKS_PER_CODE,
  });
  if (reserved === undefined) throw await refusedCheck(ctx, email, now);

  const parsed = otpCodeSchema.safeParse(check.code);
  if (!parsed.success) throw await failure(ctx, email, now, 'CODE_INVALID');

  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn(ctx, email, parsed.data, check.headers);
  } catch (error) {
    switch (betterAuthErrorCode(error)) {
      case 'OTP_EXPIRED':
        throw new AppError('CODE_EXPIRED', 400);
      case 'INVALID_OTP':
        throw await failure(ctx, email, now, 'CODE_WRONG');
      case 'TOO_MANY_ATTEMPTS': {
        // better-auth counts only mismatches, we count every check, so ours locks first; kept as a backstop.
        const lockedUntil = new Date(now.getTime() + LOCKOUT_MS);
        await lockEmail(ctx.db, email, lockedUntil, now);
        await deleteCodes(ctx.db, email);
        throw lockedError(lockedUntil, now);
      }
      default:
        throw error;
    }
  }
  await clearFailedAttempts(ctx.db, email, now);
  // A browser that carried another session keeps only the new one: the old id must not live on beside it.
  if (check.previousSessionId) await revokeSession(ctx.db, check.previousSessionId);
  // better-auth answers the user as read before the session hooks ran; one of them may have changed the role.
  const stored = await findProfileById(ctx.db, result.response.user.id);
  return { user: toSessionUser(stored ?? result.response.user), setCookies: result.headers.getSetCookie() };
}

/** No check of the code was left: other checks of it are running or done; they lock or guard the e-mail. */
async function refusedCheck(ctx: AppContext, email: string, now: Date): Promise<AppError> {
  const lockout = await findLockout(ctx.db, email);
  if (isGuarded(lockout, now)) return guardedError();
  return lockedError(lockout?.lockedUntil ?? new Date(now.getTime() + LOCKOUT_MS), now);
}

function signIn(ctx: AppContext, email: string, otp: string, headers: Headers) {
  return authFor(ctx).api.signInEmailOTP({ body: { email, otp }, headers, returnHeaders: true });
}
