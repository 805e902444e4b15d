import type {
  AdminChildrenFilter,
  AdminChildrenPage,
  AdminChildrenQuery,
  AdminChildrenSummary,
} from '../../../domain/children/admin-children-api';
import type { DbOrTx } from '../../db/client';
import { toAdminChildren } from './admin-child-view';
import { selectAdminChildrenPage, selectChildFilterChoices, selectChildrenStats } from './admin-queries';

/** One page of every family's children, filtered and ordered by the database. */
export async function listAdminChildren(
  db: DbOrTx,
  query: AdminChildrenQuery,
  now: Date,
): Promise<AdminChildrenPage> {
  const rows = await selectAdminChildrenPage(db, query, now);
  const page = rows.slice(0, query.pageSize);
  return {
    items: await toAdminChildren(db, page),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/** The stats over the filtered children (all without filters) and the clubs and levels to filter by. */
export async function summarizeAdminChildren(
  db: DbOrTx,
  filter: AdminChildrenFilter,
): Promise<AdminChildrenSummary> {
  return { stats: await selectChildrenStats(db, filter), ...(await selectChildFilterChoices(db)) };
}
