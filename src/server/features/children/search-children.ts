import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { CHILD_SEARCH_LIMIT, type ChildSearchResult } from '../../../domain/children/admin-children-api';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { children, profiles } from '../../db/schema';

/** LIKE's wildcards typed by the admin are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every family's children whose name contains the text (first or last name, or both in either order), for the
 * back office's "+ Kind" picker; the first few alphabetically when the text is empty.
 */
export async function searchChildren(db: DbOrTx, text: string): Promise<ChildSearchResult[]> {
  const words = text.split(/\s+/).filter(Boolean);
  const conditions: SQL[] = words.map(
    (word) => sql`(${children.firstName} || ' ' || ${children.lastName}) ilike ${likePattern(word)}`,
  );
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      parentFirstName: profiles.firstName,
      parentLastName: profiles.lastName,
      parentEmail: profiles.email,
    })
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id))
    .limit(CHILD_SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    parentName:
      personName({ firstName: row.parentFirstName, lastName: row.parentLastName }) || row.parentEmail,
  }));
}
