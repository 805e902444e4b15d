import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authVerifications } from '../../db/schema';

// The deletion's confirmation code: one row per account in auth_verifications (the table of one-time codes), bound to
// its purpose by the identifier, holding "<HMAC of the code>:<checks so far>" as sign-in codes do (decision 013).
// Its times come from our clock, so its expiry is ours to decide and to test.

export function deletionCodeIdentifier(parentId: string): string {
  return `account-deletion-${parentId}`;
}

type DeletionCodeRow = typeof authVerifications.$inferSelect;

export async function findDeletionCode(db: DbOrTx, parentId: string): Promise<DeletionCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(authVerifications)
    .where(eq(authVerifications.identifier, deletionCodeIdentifier(parentId)));
  return row;
}

/** Replaces any earlier deletion code of the account with a new one. */
export async function storeDeletionCode(
  db: DbOrTx,
  params: { id: string; parentId: string; hash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteDeletionCode(tx, params.parentId);
    await tx.insert(authVerifications).values({
      id: params.id,
      identifier: deletionCodeIdentifier(params.parentId),
      value: `${params.hash}:0`,
      expiresAt: params.expiresAt,
      createdAt: params.createdAt,
      updatedAt: params.createdAt,
    });
  });
}

export async function deleteDeletionCode(db: DbOrTx, parentId: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(eq(authVerifications.identifier, deletionCodeIdentifier(parentId)));
}

const checks: SQL = sql`split_part(${authVerifications.value}, ':', 2)::int`;

/**
 * Counts one check of the code before it runs, in one statement, so parallel guesses get no more checks than the
 * code admits. Answers the stored hash and the checks now counted, or undefined when no check is left.
 */
export async function reserveDeletionCodeCheck(
  db: DbOrTx,
  parentId: string,
  maxChecks: number,
): Promise<{ hash: string; checks: number } | undefined> {
  const [row] = await db
    .update(authVerifications)
    .set({ value: sql`split_part(${authVerifications.value}, ':', 1) || ':' || (${checks} + 1)` })
    .where(
      and(eq(authVerifications.identifier, deletionCodeIdentifier(parentId)), sql`${checks} < ${maxChecks}`),
    )
    .returning({ value: authVerifications.value });
  if (!row) return undefined;
  const [hash = '', count = '0'] = row.value.split(':');
  return { hash, checks: Number(count) };
}
