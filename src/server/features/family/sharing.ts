import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { children, parentChildren, profiles } from '../../db/schema';

// What an accepted link grants, materialised: a parent_children row per child of the partner, and each side's
// profiles.second_parent_email naming the other (the admin's "partner e-mail"). Written and removed only together
// with the link's state (grant-link.ts), under lockFamilyLinks.

/** Gives `withParentId` access to every child `ownerId` created (already shared ones stay as they are). */
export async function shareChildrenOf(
  db: DbOrTx,
  { ownerId, withParentId }: { ownerId: string; withParentId: string },
): Promise<void> {
  await db.execute(sql`
    insert into ${parentChildren} (parent_id, child_id)
    select ${withParentId}, ${children.id} from ${children} where ${children.parentId} = ${ownerId}
    on conflict do nothing`);
}

export async function shareChild(
  db: DbOrTx,
  { childId, withParentId }: { childId: string; withParentId: string },
): Promise<void> {
  await db.insert(parentChildren).values({ parentId: withParentId, childId }).onConflictDoNothing();
}

/** Ends what a link shared between two parents: neither keeps access to the children the other created. */
export async function unshareBetween(db: DbOrTx, { a, b }: { a: string; b: string }): Promise<void> {
  const createdBy = (ownerId: string) =>
    sql`(select ${children.id} from ${children} where ${children.parentId} = ${ownerId})`;
  await db
    .delete(parentChildren)
    .where(
      or(
        and(eq(parentChildren.parentId, a), sql`${parentChildren.childId} in ${createdBy(b)}`),
        and(eq(parentChildren.parentId, b), sql`${parentChildren.childId} in ${createdBy(a)}`),
      ),
    );
}

export async function setSecondParentEmail(
  db: DbOrTx,
  { profileId, email }: { profileId: string; email: string | null },
): Promise<void> {
  await db.update(profiles).set({ secondParentEmail: email }).where(eq(profiles.id, profileId));
}
