import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, profiles, trainers } from '../../db/schema';

// Which account a trainer signs in as (decision 050): trainers.account_email, matched against the signed-in
// profile's e-mail on every request, so a trainer made inactive or unlinked loses the trainer area at once.

export interface AccountTrainer {
  id: string;
  firstName: string;
  lastName: string;
}

/** The active trainer this account is, if any. */
export async function selectTrainerOfAccount(db: DbOrTx, email: string): Promise<AccountTrainer | undefined> {
  const [row] = await db
    .select({ id: trainers.id, firstName: trainers.firstName, lastName: trainers.lastName })
    .from(trainers)
    .where(and(eq(trainers.accountEmail, email), eq(trainers.active, true)));
  return row;
}

export async function accountExists(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row !== undefined;
}

/** The trainer (other than `trainerId`) already linked to this address. */
export async function selectOtherTrainerOfEmail(
  db: DbOrTx,
  email: string,
  trainerId: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.accountEmail, email));
  return row && row.id !== trainerId ? row.id : undefined;
}

/**
 * Ends every session of the account of `email`: linked to a trainer, a session made as a parent would become a
 * trainer's session that only ever proved the mailbox (decision 050, as a promotion to admin does in 036).
 */
export async function endSessionsOfAccount(db: DbOrTx, email: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      inArray(
        authSessions.userId,
        db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)),
      ),
    );
}
