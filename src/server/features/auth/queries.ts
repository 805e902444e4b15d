import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { MAX_CODE_ATTEMPTS } from '../../../domain/messages/auth';
import type { DbOrTx } from '../../db/client';
import { authLockouts, authSessions, authVerifications, profiles } from '../../db/schema';
import { afterFailedCheck, CLEAR_LOCKOUT, type FailureVerdict } from './lockout-rules';

export type LockoutRow = typeof authLockouts.$inferSelect;

/** better-auth's identifier of the sign-in code of an e-mail (plugins/email-otp). */
export function signInCodeIdentifier(email: string): string {
  return `sign-in-otp-${email}`;
}

export async function findLockout(db: DbOrTx, email: string): Promise<LockoutRow | undefined> {
  const [row] = await db.select().from(authLockouts).where(eq(authLockouts.email, email));
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
 * Counts one check of the current code before it runs, atomically: parallel guesses cannot check a code more often
 * than it admits (five times, once while guarded). The count after this check, or undefined when none is left or
 * the e-mail is locked.
 */
export async function reserveCodeCheck(
  db: DbOrTx,
  params: { email: string; now: Date; checksPerCode: number; guardedChecksPerCode: number },
): Promise<number | undefined> {
  const { email, now } = params;
  const t = authLockouts;
  const allowed = sql`case when ${t.guardedUntil} > ${now}::timestamptz
    then ${params.guardedChecksPerCode}::int else ${params.checksPerCode}::int end`;
  const [row] = await db
    .insert(t)
    .values({ email, failedAttempts: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: t.email,
      set: { failedAttempts: sql`${t.failedAttempts} + 1`, updatedAt: now },
      setWhere: and(
        sql`${t.failedAttempts} < ${allowed}`,
        or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
      ),
    })
    .returning({ failedAttempts: t.failedAttempts });
  return row?.failedAttempts;
}

/** Records a failed check under a row lock, by the rules of lockout-rules.ts; answers what they decided. */
export async function recordFailedCheck(
  db: DbOrTx,
  params: { email: string; now: Date },
): Promise<FailureVerdict> {
  const { email, now } = params;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(authLockouts).where(eq(authLockouts.email, email)).for('update');
    const { state, verdict } = afterFailedCheck(row ?? { ...CLEAR_LOCKOUT, failedAttempts: 1 }, now);
    const { failedAttempts, consecutiveFailures, lockedUntil, guardedUntil } = state;
    const counts = { failedAttempts, consecutiveFailures, lockedUntil, guardedUntil, updatedAt: now };
    await tx
      .insert(authLockouts)
      .values({ email, ...counts, createdAt: now })
      .onConflictDoUpdate({ target: authLockouts.email, set: counts });
    return verdict;
  });
}

export async function lockEmail(db: DbOrTx, email: string, lockedUntil: Date, now: Date): Promise<void> {
  await db
    .update(authLockouts)
    .set({ failedAttempts: MAX_CODE_ATTEMPTS, lockedUntil, updatedAt: now })
    .where(eq(authLockouts.email, email));
}

/** A successful sign-in: no failures left on record, no lock, no guard. */
export async function clearFailedAttempts(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .update(authLockouts)
    .set({ ...CLEAR_LOCKOUT, updatedAt: now })
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

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}
