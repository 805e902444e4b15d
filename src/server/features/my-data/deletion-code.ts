import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { MAX_CODE_ATTEMPTS } from '../../../domain/messages/auth';
import type { DeletionCodeAnswer } from '../../../domain/my-data/my-data-api';
import { authSecret } from '../../auth/auth-secret';
import { hitRateLimit } from '../../auth/rate-limit';
import { enqueueSignInMail, requireSignInMailLeaving } from '../../auth/sign-in-mail-job';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  deleteDeletionCode,
  findDeletionCode,
  reserveDeletionCodeCheck,
  storeDeletionCode,
} from './deletion-code-queries';

// The fresh code that confirms an account deletion (decision 037): made for this purpose only, so a sign-in code
// (or a session alone) never erases anything. Mailed sealed through the sign-in mail queue, stored as an HMAC,
// good for 10 minutes and 5 checks, one request a minute and 5 an hour per account.

export const DELETION_CODE_TTL_MS = 10 * 60_000;
const DELETION_CODE_RESEND_MS = 60_000;
const REQUESTS_PER_HOUR = { max: 5, windowMs: 60 * 60_000 };

export function hashDeletionCode(ctx: Pick<AppContext, 'config'>, parentId: string, code: string): string {
  return createHmac('sha256', authSecret(ctx.config))
    .update(`account-deletion:${parentId}:${code}`)
    .digest('base64url');
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export async function requestDeletionCode(
  ctx: AppContext,
  parent: { id: string; email: string },
): Promise<DeletionCodeAnswer> {
  await requireSignInMailLeaving(ctx.jobs);
  const now = ctx.clock.now();
  const previous = await findDeletionCode(ctx.db, parent.id);
  const nextAllowed = (previous?.createdAt.getTime() ?? 0) + DELETION_CODE_RESEND_MS;
  if (nextAllowed > now.getTime()) {
    throw new AppError('RESEND_TOO_SOON', 429, {
      retryAfterSeconds: secondsUntil(nextAllowed, now.getTime()),
    });
  }
  if (!(await hitRateLimit(ctx.db, `account-deletion-code:user:${parent.id}`, REQUESTS_PER_HOUR, now))) {
    throw new AppError('RATE_LIMITED', 429);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await storeDeletionCode(ctx.db, {
    id: randomUUID(),
    parentId: parent.id,
    hash: hashDeletionCode(ctx, parent.id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + DELETION_CODE_TTL_MS),
  });
  await enqueueSignInMail(ctx, { email: parent.email, code, purpose: 'account-deletion' });
  return { resendAfterSeconds: DELETION_CODE_RESEND_MS / 1000 };
}

/**
 * Checks the code without spending it (the erasure removes it in its own transaction). Wrong and malformed codes
 * count; the fifth failure burns the code. No code, or an expired one: CODE_EXPIRED, nothing counted.
 */
export async function checkDeletionCode(ctx: AppContext, parentId: string, typed: string): Promise<void> {
  const now = ctx.clock.now();
  const stored = await findDeletionCode(ctx.db, parentId);
  if (!stored) throw new AppError('CODE_EXPIRED', 400);
  if (stored.expiresAt.getTime() <= now.getTime()) {
    await deleteDeletionCode(ctx.db, parentId);
    throw new AppError('CODE_EXPIRED', 400);
  }
  const reserved = await reserveDeletionCodeCheck(ctx.db, parentId, MAX_CODE_ATTEMPTS);
  if (!reserved) throw new AppError('CODE_EXPIRED', 400);
  const expected = Buffer.from(reserved.hash);
  const actual = Buffer.from(/^\d{6}$/.test(typed) ? hashDeletionCode(ctx, parentId, typed) : '');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return;
  if (reserved.checks >= MAX_CODE_ATTEMPTS) await deleteDeletionCode(ctx.db, parentId);
  throw new AppError(/^\d{6}$/.test(typed) ? 'CODE_WRONG' : 'CODE_INVALID', 400, {
    attempts: reserved.checks,
    maxAttempts: MAX_CODE_ATTEMPTS,
  });
}
