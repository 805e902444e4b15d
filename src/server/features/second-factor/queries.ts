import { and, count, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authPasskeys, authRecoveryCodes, authSecondFactors, authSessions } from '../../db/schema';
import { afterFactorFailure, type FactorFailureOutcome } from './factor-lockout-rules';

type SecondFactorRow = typeof authSecondFactors.$inferSelect;

export async function findSecondFactor(db: DbOrTx, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(authSecondFactors).where(eq(authSecondFactors.userId, userId));
  return row;
}

/** A new TOTP secret for an enrolment that is not confirmed yet (a second start replaces the first). */
export async function storePendingTotp(
  db: DbOrTx,
  params: { userId: string; secretEncrypted: string; now: Date },
): Promise<void> {
  const pending = {
    totpSecretEncrypted: params.secretEncrypted,
    totpConfirmedAt: null,
    totpLastStep: null,
    updatedAt: params.now,
  };
  await db
    .insert(authSecondFactors)
    .values({ userId: params.userId, ...pending, createdAt: params.now })
    .onConflictDoUpdate({ target: authSecondFactors.userId, set: pending });
}

/**
 * Records the step of an accepted TOTP code, atomically: only when it is later than every step accepted before, so
 * two requests with the same code (a replay, or a double submit) get one success. False when another was first.
 */
export async function claimTotpStep(
  db: DbOrTx,
  params: { userId: string; step: number; now: Date; confirm: boolean },
): Promise<boolean> {
  const t = authSecondFactors;
  const rows = await db
    .update(t)
    .set({
      totpLastStep: params.step,
      updatedAt: params.now,
      ...(params.confirm ? { totpConfirmedAt: params.now } : {}),
    })
    .where(and(eq(t.userId, params.userId), or(isNull(t.totpLastStep), lt(t.totpLastStep, params.step))))
    .returning({ userId: t.userId });
  return rows.length === 1;
}

/** Enrolment complete: from now on every sign-in asks for the factor. */
export async function markEnrolled(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .insert(authSecondFactors)
    .values({ userId, enrolledAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: authSecondFactors.userId, set: { enrolledAt: now, updatedAt: now } });
}

/**
 * Counts one check before it runs, atomically (parallel guesses get no more checks than the limit). The count
 * after this check, or undefined when the factor is locked, the checks are used up, or nothing is enrolled.
 */
export async function reserveFactorCheck(
  db: DbOrTx,
  params: { userId: string; now: Date; checksPerLock: number },
): Promise<number | undefined> {
  const t = authSecondFactors;
  const [row] = await db
    .update(t)
    .set({ failedAttempts: sql`${t.failedAttempts} + 1`, updatedAt: params.now })
    .where(
      and(
        eq(t.userId, params.userId),
        lt(t.failedAttempts, params.checksPerLock),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, params.now)),
      ),
    )
    .returning({ failedAttempts: t.failedAttempts });
  return row?.failedAttempts;
}

/** A failed check (already counted): the rules of factor-lockout-rules.ts, under a row lock; the counters after it. */
export async function recordFactorFailure(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<FactorFailureOutcome | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(authSecondFactors)
      .where(eq(authSecondFactors.userId, userId))
      .for('update');
    if (!row) return null;
    const outcome = afterFactorFailure(row, now);
    await tx
      .update(authSecondFactors)
      .set({ ...outcome, updatedAt: now })
      .where(eq(authSecondFactors.userId, userId));
    return outcome;
  });
}

export async function clearFactorFailures(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(authSecondFactors)
    .set({ failedAttempts: 0, consecutiveFailures: 0, lockedUntil: null, updatedAt: now })
    .where(eq(authSecondFactors.userId, userId));
}

/** This session passed the second factor: the admin routes answer it from now on. */
export async function markSessionVerified(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ secondFactorAt: now }).where(eq(authSessions.id, sessionId));
}

/** Replaces the account's recovery codes with these (their hashes). */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  params: { userId: string; hashes: string[]; now: Date },
): Promise<void> {
  await db.delete(authRecoveryCodes).where(eq(authRecoveryCodes.userId, params.userId));
  await db
    .insert(authRecoveryCodes)
    .values(params.hashes.map((codeHash) => ({ userId: params.userId, codeHash, createdAt: params.now })));
}

/** Spends an unused recovery code, atomically; false when there is none with this hash (wrong or used). */
export async function spendRecoveryCode(
  db: DbOrTx,
  params: { userId: string; hash: string; now: Date },
): Promise<boolean> {
  const t = authRecoveryCodes;
  const rows = await db
    .update(t)
    .set({ usedAt: params.now })
    .where(and(eq(t.userId, params.userId), eq(t.codeHash, params.hash), isNull(t.usedAt)))
    .returning({ id: t.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authRecoveryCodes)
    .where(and(eq(authRecoveryCodes.userId, userId), isNull(authRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The account's passkeys that are its admin factor, and those that are not (yet): a parent's, or from before. */
export async function countPasskeys(
  db: DbOrTx,
  userId: string,
): Promise<{ factors: number; unconfirmed: number }> {
  const [row] = await db
    .select({
      factors: sql<number>`count(${authPasskeys.adminFactorAt})::int`,
      all: count(),
    })
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId));
  const factors = row?.factors ?? 0;
  return { factors, unconfirmed: (row?.all ?? 0) - factors };
}

/** When this session passed the second factor last (null: not yet). */
export async function sessionFactorPassedAt(db: DbOrTx, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: authSessions.secondFactorAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row?.at ?? null;
}

/** Everything of the account's second factor, and every session it holds (a reset). */
export async function deleteSecondFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(authSecondFactors).where(eq(authSecondFactors.userId, userId));
  await db.delete(authRecoveryCodes).where(eq(authRecoveryCodes.userId, userId));
  await db.delete(authPasskeys).where(eq(authPasskeys.userId, userId));
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}
