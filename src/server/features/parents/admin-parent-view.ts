import type { AdminParent } from '../../../domain/parents/admin-parents-api';
import type { DbOrTx } from '../../db/client';
import { acceptedPartnersOf, pendingOffersBy } from '../family/accepted-partners';
import { displayName } from '../family/family-profile';
import { type AdminParentRow, selectChildrenOf } from './admin-queries';

/** Maps a page of parents with their children and their second parent (linked, or offered), in three queries. */
export async function toAdminParents(db: DbOrTx, rows: AdminParentRow[]): Promise<AdminParent[]> {
  const ids = rows.map((r) => r.id);
  const kids = await selectChildrenOf(db, ids);
  const partners = await acceptedPartnersOf(db, ids);
  const offers = await pendingOffersBy(db, ids);
  return rows.map((row) => {
    const partner = partners.get(row.id);
    const offeredTo = offers.get(row.id);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobile: row.mobile,
      createdAt: row.createdAt.toISOString(),
      children: kids
        .filter((k) => k.parentId === row.id)
        .map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
      partner: partner
        ? { status: 'linked', email: partner.email, name: displayName(partner) }
        : offeredTo
          ? { status: 'offered', email: offeredTo }
          : null,
    };
  });
}
