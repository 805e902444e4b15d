import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { familyParentIdsOfChild } from '../family/scope';

/**
 * SQL condition on a `parent_id` column: the parent belongs to the child's family (the parent who created the
 * child, or the parent linked with them by an accepted second-parent link). Credit belongs to the family: either
 * parent's pack pays either one's booking; a link that is only offered shares no credit.
 */
export function inFamilyOfChild(parentIdColumn: PgColumn, childId: string): SQL {
  return inArray(parentIdColumn, familyParentIdsOfChild(childId));
}
