import type { AdminChild, AdminPersonRef } from '../../../domain/children/admin-children-api';
import type { DbOrTx } from '../../db/client';
import { acceptedPartnersOf } from '../family/accepted-partners';
import { displayName } from '../family/family-profile';
import type { FamilyProfile } from '../family/queries';
import type { AdminChildRow } from './admin-queries';
import { toChildView } from './child-view';

// A child as the back office lists it: the parents' view of the child (AHV only as its last four digits), when it
// was registered, the parent who registered it and that parent's linked second parent.

const personRef = (p: FamilyProfile): AdminPersonRef => ({ id: p.id, name: displayName(p), email: p.email });

/** Maps a page of rows, looking up the second parents of the whole page in one query. */
export async function toAdminChildren(db: DbOrTx, rows: AdminChildRow[]): Promise<AdminChild[]> {
  const partners = await acceptedPartnersOf(
    db,
    rows.map((r) => r.parentId),
  );
  return rows.map((row) => {
    const partner = partners.get(row.parentId);
    return {
      ...toChildView(row),
      createdAt: row.createdAt.toISOString(),
      parent: personRef({
        id: row.parentId,
        email: row.parentEmail,
        firstName: row.parentFirstName,
        lastName: row.parentLastName,
      }),
      secondParent: partner ? personRef(partner) : null,
    };
  });
}
