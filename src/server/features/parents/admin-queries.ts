import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminParentsQuery, AdminParentsSort } from '../../../domain/parents/admin-parents-api';
import type { DbOrTx } from '../../db/client';
import { children, profiles } from '../../db/schema';
import { containsEveryWord } from '../../db/text-search';

// The back office's reads and writes of parent profiles: never an admin's (every query here excludes role admin,
// so an admin's id is as unknown as a missing one). Filtered, ordered and paged in SQL on the indexes of migration
// 0005.

/** Name and e-mail as the search matches them: the expression profiles_search_trgm_idx indexes. */
const searchText = sql`(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '') || ' ' || ${profiles.email})`;

const isParent = ne(profiles.role, 'admin');

const hasChildren = sql`exists (select 1 from ${children} where ${children.parentId} = ${profiles.id})`;

function parentsSearch(q: string): SQL {
  return and(isParent, containsEveryWord(searchText, q)) as SQL;
}

const ORDERS: Record<AdminParentsSort, SQL[]> = {
  name: [asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id)],
  newest: [desc(profiles.createdAt), desc(profiles.id)],
};

const adminParentColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  mobile: profiles.mobile,
  createdAt: profiles.createdAt,
};

export interface AdminParentRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  mobile: string | null;
  createdAt: Date;
}

/** One page, plus one row more when another page follows. */
/** The list's search and its children filter (Alle / Mit Kindern / Ohne Kinder). */
function parentsFilter({ q, children: withChildren }: Pick<AdminParentsQuery, 'q' | 'children'>): SQL {
  const childrenFilter =
    withChildren === 'with' ? hasChildren : withChildren === 'without' ? sql`not ${hasChildren}` : undefined;
  return and(parentsSearch(q), childrenFilter) as SQL;
}

export function selectAdminParentsPage(db: DbOrTx, query: AdminParentsQuery): Promise<AdminParentRow[]> {
  return db
    .select(adminParentColumns)
    .from(profiles)
    .where(parentsFilter(query))
    .orderBy(...ORDERS[query.sort])
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
}

/** The parents a bulk selection names (those of the ids that are parents) or its filter matches, by name. */
export function selectSelectedParents(
  db: DbOrTx,
  by: { ids: readonly string[] } | { filter: Pick<AdminParentsQuery, 'q' | 'children'> },
  limit: number,
): Promise<AdminParentRow[]> {
  return db
    .select(adminParentColumns)
    .from(profiles)
    .where('ids' in by ? and(isParent, inArray(profiles.id, [...by.ids])) : parentsFilter(by.filter))
    .orderBy(...ORDERS.name)
    .limit(limit);
}

export async function selectAdminParent(db: DbOrTx, parentId: string): Promise<AdminParentRow | undefined> {
  const [row] = await db
    .select(adminParentColumns)
    .from(profiles)
    .where(and(eq(profiles.id, parentId), isParent));
  return row;
}

/** The children each of `parentIds` registered, by name. */
export async function selectChildrenOf(db: DbOrTx, parentIds: readonly string[]) {
  if (parentIds.length === 0) return [];
  return db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      parentId: children.parentId,
    })
    .from(children)
    .where(inArray(children.parentId, [...parentIds]))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
}

/** Over the parents the search selects: how many, with and without children, in an accepted link. */
export async function selectParentsStats(db: DbOrTx, q: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      withChildren: sql<number>`(count(*) filter (where ${hasChildren}))::int`,
      withPartner: sql<number>`(count(*) filter (where ${profiles.secondParentEmail} is not null))::int`,
    })
    .from(profiles)
    .where(parentsSearch(q));
  const total = row?.total ?? 0;
  const withChildren = row?.withChildren ?? 0;
  return { total, withChildren, withoutChildren: total - withChildren, withPartner: row?.withPartner ?? 0 };
}

/** The parent's row, locked for the change; undefined for an admin or a missing id. */
export async function lockParent(db: DbOrTx, parentId: string, lock: 'update' | 'no key update') {
  const [row] = await db
    .select({ ...adminParentColumns, secondParentEmail: profiles.secondParentEmail })
    .from(profiles)
    .where(and(eq(profiles.id, parentId), isParent))
    .for(lock);
  return row;
}

export async function updateParentRow(
  db: DbOrTx,
  {
    parentId,
    values,
    now,
  }: {
    parentId: string;
    values: { firstName: string; lastName: string; mobile: string | null; name: string };
    now: Date;
  },
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: now })
    .where(eq(profiles.id, parentId));
}

export async function countChildrenOf(db: DbOrTx, parentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(children)
    .where(eq(children.parentId, parentId));
  return row?.n ?? 0;
}

/** Its sessions, sign-in accounts, shares and links go with it (ON DELETE CASCADE); money records refuse (23503). */
export async function deleteParentRow(db: DbOrTx, parentId: string): Promise<void> {
  await db.delete(profiles).where(eq(profiles.id, parentId));
}
