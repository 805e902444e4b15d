import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { children, familyLinks, parentChildren } from '../../db/schema';
import { notFound } from '../../errors';

// A parent's family: the children they created plus, while a second-parent link is accepted, those of the partner
// (decision 012). Every parent-facing query filters through here, so another family's child is simply "not found".
// A pending, declined or ended link shares nothing: only status 'accepted' counts, read on every request.

/** Subquery of the parent linked with the parent in `userId` (a value or a column) by an accepted link (0 or 1 row). */
function acceptedPartnerOf(userId: SQL | string): SQL {
  const l = familyLinks;
  return sql`(select case when ${l.inviterId} = ${userId} then ${l.inviteeId} else ${l.inviterId} end
    from ${l} where ${l.status} = 'accepted' and (${l.inviterId} = ${userId} or ${l.inviteeId} = ${userId}))`;
}

/**
 * Subquery of the family's parents: `userId` (a value or a column) and their accepted partner. Their packs pay for
 * the family.
 */
export function familyParentIds(userId: SQL | string): SQL {
  return sql`(select ${userId}::text union ${acceptedPartnerOf(userId)})`;
}

/** Subquery of the parent who created the child (one row). */
export function creatorOfChild(childId: string): SQL {
  return sql`(select ${children.parentId} from ${children} where ${children.id} = ${childId})`;
}

/** Subquery of the parents in whose family the child is: its creator and the creator's accepted partner. */
export function familyParentIdsOfChild(childId: string): SQL {
  const creator = creatorOfChild(childId);
  return sql`(${creator} union ${acceptedPartnerOf(creator)})`;
}

/**
 * SQL condition on `children`: the child belongs to the family of `userId` (a value or a subquery). A partner's child needs both the
 * accepted link and its parent_children grant, so a grant left behind by anything else opens nothing.
 * Both sides are `= any(array(subquery))`: PostgreSQL runs each subquery once and looks the children up through
 * children_parent_id_idx and the primary key, where `in (subquery)` under an OR would read every child.
 */
export function inFamilyOf(userId: SQL | string): SQL {
  return or(
    eq(children.parentId, userId),
    and(
      sql`${children.parentId} = any(array${acceptedPartnerOf(userId)})`,
      sql`${children.id} = any(array(select ${parentChildren.childId} from ${parentChildren} where ${parentChildren.parentId} = ${userId}))`,
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
