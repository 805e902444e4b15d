import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { MAX_CODE_ATTEMPTS } from '../../../domain/messages/auth';
import type { DbOrTx } from '../../db/client';
import { authLockouts, authSessions, authVerifications, profiles } from '../../db/schema';

export type LockoutRow = typeof authLockouts.$inferSelect;

/** better-auth's identifier of the sign-in code of an e-mail (plugins/email-otp). */
export function signInCodeIdentifier(email: string): string {
  return `sign-in-otp-${email}`;
}

export async function findLockout(db: DbOrTx, email: string): Promise<LockoutRow | undefined> {
  const [row] = await db.select().from(authLockouts).where(eq(authLockouts.email, email));
  return row;
}

/**
 * Claims the right to send a code: atomically, only when no code went out in the last `cooldownMs` and the e-mail is
 * not locked. Starts a fresh attempt counter. Undefined when refused (two parallel requests: one wins).
 */
export async function claimCodeSend(
  db: DbOrTx,
  params: { email: string; now: Date; cooldownMs: number },
): Promise<LockoutRow | undefined> {
  const { email, now } = params;
  const cooldownStart = new Date(now.getTime() - params.cooldownMs);
  const [row] = await db
    .insert(authLockouts)
    .values({ email, failedAttempts: 0, lastCodeSentAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: authLockouts.email,
      set: { failedAttempts: 0, lockedUntil: null, lastCodeSentAt: now, updatedAt: now },
      setWhere: and(
        or(isNull(authLockouts.lastCodeSentAt), lte(authLockouts.lastCodeSentAt, cooldownStart)),
        or(isNull(authLockouts.lockedUntil), lte(authLockouts.lockedUntil, now)),
      ),
    })
    .returning();
  return row;
}

/** Undoes a claim whose code could not be created, so the parent need not wait out the cooldown for nothing. */
export async function releaseCodeSend(db: DbOrTx, email: string, claimedAt: Date): Promise<void> {
  await db
    .update(authLockouts)
    .set({ lastCodeSentAt: null })
    .where(and(eq(authLockouts.email, email), eq(authLockouts.lastCodeSentAt, claimedAt)));
}

/**
 * Counts one failed code for the e-mail; the MAX_CODE_ATTEMPTS-th locks it until `now + lockMs`. A lock that has run
 * out starts the count afresh. Returns the count after this failure.
 */
export async function recordFailedAttempt(
  db: DbOrTx,
  params: { email: string; now: Date; lockMs: number },
): Promise<{ failedAttempts: number; lockedUntil: Date | null }> {
  const { email, now } = params;
  const lockUntil = new Date(now.getTime() + params.lockMs);
  const t = authLockouts;
  const expiredLock = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now})`;
  const next = sql`(case when ${expiredLock} then 1 else ${t.failedAttempts} + 1 end)`;
  const [row] = await db
    .insert(t)
    // A first failure never locks (five attempts); later ones are counted in the update.
    .values({ email, failedAttempts: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failedAttempts: next,
        lockedUntil: sql`case when ${next} >= ${MAX_CODE_ATTEMPTS} then ${lockUntil}::timestamptz else null end`,
        updatedAt: now,
      },
    })
    .returning({ failedAttempts: t.failedAttempts, lockedUntil: t.lockedUntil });
  return row!;
}

export async function lockEmail(db: DbOrTx, email: string, lockedUntil: Date, now: Date): Promise<void> {
  await db
    .update(authLockouts)
    .set({ failedAttempts: MAX_CODE_ATTEMPTS, lockedUntil, updatedAt: now })
    .where(eq(authLockouts.email, email));
}

export async function clearFailedAttempts(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .update(authLockouts)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(eq(authLockouts.email, email));
}

/** The newest stored code of the e-mail (better-auth keeps "<hash>:<attempts>"), if any. */
export async function findActiveCode(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: authVerifications.id, expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, signInCodeIdentifier(email)))
    .orderBy(desc(authVerifications.createdAt))
    .limit(1);
  return row;
}

/** Burns every stored code of the e-mail: a new code replaces the old one, a lockout or expiry ends it. */
export async function deleteCodes(db: DbOrTx, email: string): Promise<void> {
  await db.delete(authVerifications).where(eq(authVerifications.identifier, signInCodeIdentifier(email)));
}

/** The profile as stored now (after the sign-in hooks, which may have made it an admin). */
export async function findProfileById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function findProfileIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row?.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}
