import type {
  AdminParentsPage,
  AdminParentsQuery,
  AdminParentsSummary,
} from '../../../domain/parents/admin-parents-api';
import type { DbOrTx } from '../../db/client';
import { toAdminParents } from './admin-parent-view';
import { selectAdminParentsPage, selectParentsStats } from './admin-queries';

/** One page of the parents (never an admin), searched, filtered and ordered by the database. */
export async function listAdminParents(db: DbOrTx, query: AdminParentsQuery): Promise<AdminParentsPage> {
  const rows = await selectAdminParentsPage(db, query);
  return {
    items: await toAdminParents(db, rows.slice(0, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/** The stats over the parents the search selects (all parents without a search). */
export async function summarizeAdminParents(db: DbOrTx, q: string): Promise<AdminParentsSummary> {
  return { stats: await selectParentsStats(db, q) };
}
