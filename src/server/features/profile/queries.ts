import { eq } from 'drizzle-orm';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: DbOrTx, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** The fields a parent may change about themselves; role, e-mail and sign-up source are not among them. */
interface OwnProfileChanges {
  firstName: string;
  lastName: string;
  mobile: string | null;
  termsAcceptedAt?: Date;
}

export async function updateOwnProfile(
  db: DbOrTx,
  id: string,
  changes: OwnProfileChanges,
  now: Date,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, name: personName(changes), updatedAt: now })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}
