import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { children, parentChildren, profiles } from '../../db/schema';

// Reads and writes behind the second-parent link. The link itself is `profiles.second_parent_email` of the primary
// parent; the access it gives is a parent_children row per shared child, which the family scope (scope.ts) reads.

const profileColumns = {
  id: profiles.id,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  secondParentEmail: profiles.secondParentEmail,
};

export type FamilyProfile = { id: string; email: string } & {
  firstName: string | null;
  lastName: string | null;
  secondParentEmail: string | null;
};

export async function findProfileById(db: DbOrTx, id: string): Promise<FamilyProfile | undefined> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function findProfileByEmail(db: DbOrTx, email: string): Promise<FamilyProfile | undefined> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.email, email));
  return row;
}

/** The parents (other than `exceptId`) who named `email` as their second parent. */
export function findProfilesNaming(
  db: DbOrTx,
  { email, exceptId }: { email: string; exceptId?: string },
): Promise<FamilyProfile[]> {
  const naming = eq(profiles.secondParentEmail, email);
  return db
    .select(profileColumns)
    .from(profiles)
    .where(exceptId ? and(naming, ne(profiles.id, exceptId)) : naming)
    .orderBy(profiles.createdAt, profiles.id);
}

export async function setSecondParentEmail(
  db: DbOrTx,
  { profileId, email }: { profileId: string; email: string | null },
): Promise<void> {
  await db.update(profiles).set({ secondParentEmail: email }).where(eq(profiles.id, profileId));
}

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
  { childId, withParentIds }: { childId: string; withParentIds: readonly string[] },
): Promise<void> {
  if (withParentIds.length === 0) return;
  await db
    .insert(parentChildren)
    .values(withParentIds.map((parentId) => ({ parentId, childId })))
    .onConflictDoNothing();
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

/**
 * The parents linked with `userId` through an account, in either direction: the one they named (once that
 * account exists) and those who named them. Children created later by either side are shared with these.
 */
export async function findLinkedPartnerIds(db: DbOrTx, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select partner.id from ${profiles} me
      join ${profiles} partner on partner.email = me.second_parent_email
      where me.id = ${userId} and partner.id <> me.id
    union
    select partner.id from ${profiles} me
      join ${profiles} partner on partner.second_parent_email = me.email
      where me.id = ${userId} and partner.id <> me.id`);
  return result.rows.map((r) => r.id);
}
