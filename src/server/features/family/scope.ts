import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { children, parentChildren } from '../../db/schema';
import { notFound } from '../../errors';

// A parent's family: the children they created plus those shared with them as second parent (parent_children).
// Every parent-facing query filters through here, so another family's child is simply "not found".

/** SQL condition on `children`: the child belongs to the family of `userId`. */
export function inFamilyOf(userId: string): SQL {
  return or(
    eq(children.parentId, userId),
    inArray(
      children.id,
      sql`(select ${parentChildren.childId} from ${parentChildren} where ${parentChildren.parentId} = ${userId})`,
    ),
  ) as SQL;
}

export async function familyChildIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: children.id }).from(children).where(inFamilyOf(userId));
  return rows.map((r) => r.id);
}

/** Throws 404 unless every id is a child of the family (nothing about other families leaks, not even existence). */
export async function assertFamilyChildren(
  db: DbOrTx,
  userId: string,
  childIds: readonly string[],
): Promise<void> {
  if (childIds.length === 0) return;
  const unique = [...new Set(childIds)];
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(and(inArray(children.id, unique), inFamilyOf(userId)));
  if (rows.length !== unique.length) throw notFound();
}
