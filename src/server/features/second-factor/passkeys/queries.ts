import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { authPasskeys, authWebauthnChallenges, type WebauthnPurpose } from '../../../db/schema';

export type PasskeyRecord = typeof authPasskeys.$inferSelect;

/** Stores a ceremony's challenge (and forgets every expired one, on their index). Answers its id. */
export async function storeChallenge(
  db: DbOrTx,
  params: { userId: string | null; purpose: WebauthnPurpose; challenge: string; now: Date; expiresAt: Date },
): Promise<string> {
  await db.delete(authWebauthnChallenges).where(lt(authWebauthnChallenges.expiresAt, params.now));
  const [row] = await db
    .insert(authWebauthnChallenges)
    .values({
      userId: params.userId,
      purpose: params.purpose,
      challenge: params.challenge,
      expiresAt: params.expiresAt,
      createdAt: params.now,
    })
    .returning({ id: authWebauthnChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge out (single use, whatever the outcome) if it is this ceremony's and this account's (none for a
 * sign-in; another account cannot spend it), and answers it unless expired.
 */
export async function takeChallenge(
  db: DbOrTx,
  params: { id: string; purpose: WebauthnPurpose; userId: string | null; now: Date },
): Promise<string | undefined> {
  const t = authWebauthnChallenges;
  const [row] = await db
    .delete(t)
    .where(
      and(
        eq(t.id, params.id),
        eq(t.purpose, params.purpose),
        params.userId === null ? isNull(t.userId) : eq(t.userId, params.userId),
      ),
    )
    .returning({ challenge: t.challenge, expiresAt: t.expiresAt });
  if (!row || row.expiresAt <= params.now) return undefined;
  return row.challenge;
}

export function listPasskeys(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(asc(authPasskeys.createdAt), asc(authPasskeys.id));
}

export async function findPasskeyByCredentialId(
  db: DbOrTx,
  credentialId: string,
): Promise<PasskeyRecord | undefined> {
  const [row] = await db.select().from(authPasskeys).where(eq(authPasskeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(
  db: DbOrTx,
  values: typeof authPasskeys.$inferInsert,
): Promise<PasskeyRecord> {
  const [row] = await db.insert(authPasskeys).values(values).returning();
  return row!;
}

/**
 * Records a use: the authenticator's new signature counter, only if it moved on (or both are 0, as synced passkeys
 * report): a counter that went backwards means a cloned authenticator, and the use is refused.
 */
export async function recordPasskeyUse(
  db: DbOrTx,
  params: { id: string; previousCounter: number; newCounter: number; now: Date },
): Promise<boolean> {
  const t = authPasskeys;
  const rows = await db
    .update(t)
    .set({ counter: params.newCounter, lastUsedAt: params.now })
    .where(
      and(
        eq(t.id, params.id),
        params.newCounter === 0 ? eq(t.counter, 0) : lt(t.counter, params.newCounter),
        eq(t.counter, params.previousCounter),
      ),
    )
    .returning({ id: t.id });
  return rows.length === 1;
}

/** Makes a passkey that is none yet the admin's second factor; undefined when it is gone or one already. */
export async function markPasskeyAdminFactor(
  db: DbOrTx,
  params: { id: string; userId: string; now: Date },
): Promise<PasskeyRecord | undefined> {
  const t = authPasskeys;
  const [row] = await db
    .update(t)
    .set({ adminFactorAt: params.now })
    .where(and(eq(t.id, params.id), eq(t.userId, params.userId), isNull(t.adminFactorAt)))
    .returning();
  return row;
}

export async function deletePasskey(db: DbOrTx, params: { userId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(authPasskeys)
    .where(and(eq(authPasskeys.id, params.id), eq(authPasskeys.userId, params.userId)))
    .returning({ id: authPasskeys.id });
  return rows.length === 1;
}
