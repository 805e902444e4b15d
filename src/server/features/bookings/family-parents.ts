import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { children, parentChildren } from '../../db/schema';

/**
 * SQL condition on a `parent_id` column: the parent belongs to the child's family (the parent who created the
 * child or a linked second parent). Credit belongs to the family: either parent's pack pays either one's booking.
 */
export function inFamilyOfChild(parentIdColumn: PgColumn, childId: string): SQL {
  return inArray(
    parentIdColumn,
    sql`(select ${children.parentId} from ${children} where ${children.id} = ${childId}
      union select ${parentChildren.parentId} from ${parentChildren} where ${parentChildren.childId} = ${childId})`,
  );
}
