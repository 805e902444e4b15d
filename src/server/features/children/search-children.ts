import { asc, eq } from 'drizzle-orm';
import { CHILD_SEARCH_LIMIT, type ChildSearchResult } from '../../../domain/children/admin-children-api';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { children, profiles } from '../../db/schema';
import { containsEveryWord } from '../../db/text-search';
import { childNameText } from './child-name';

/**
 * Every family's children whose name contains the text (first or last name, or both in either order), for the
 * back office's "+ Kind" picker; the first few alphabetically when the text is empty.
 */
export async function searchChildren(db: DbOrTx, text: string): Promise<ChildSearchResult[]> {
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      photoConsentFamily: children.photoConsentFamily,
      parentFirstName: profiles.firstName,
      parentLastName: profiles.lastName,
      parentEmail: profiles.email,
    })
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(containsEveryWord(childNameText, text))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id))
    .limit(CHILD_SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    parentName:
      personName({ firstName: row.parentFirstName, lastName: row.parentLastName }) || row.parentEmail,
    photoConsentFamily: row.photoConsentFamily,
  }));
}
