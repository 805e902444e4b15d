import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  AdminChildrenFilter,
  AdminChildrenQuery,
  AdminChildrenSort,
  AdminChildrenSummary,
  ChildRecordKind,
} from '../../../domain/children/admin-children-api';
import { zurichToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import {
  campCancellationFees,
  campPayments,
  campRsvps,
  children,
  creditAwards,
  creditConsumptions,
  familyLinks,
  payments,
  photoTags,
  profiles,
  rsvps,
} from '../../db/schema';
import { containsEveryWord } from '../../db/text-search';
import { childNameText } from './child-name';

// The back office's reads and writes of children, across every family: their own queries (filtered, ordered and
// paged in SQL, each backed by an index of migration 0005), never a switch on the parents' family-scoped ones.
// The encrypted AHV is selected only by the audited reveal.

/** What an admin's edit of a child changes (beside the AHV number), with the child's id. */
const editableChildColumns = {
  id: children.id,
  firstName: children.firstName,
  lastName: children.lastName,
  dateOfBirth: children.dateOfBirth,
  clubName: children.clubName,
  level: children.level,
  jerseySize: children.jerseySize,
};

const adminChildColumns = {
  ...editableChildColumns,
  ahvLast4: children.ahvLast4,
  photoConsentFamily: children.photoConsentFamily,
  photoConsentNews: children.photoConsentNews,
  // Whether health information is stored, never the ciphertext: the participants' health read decrypts it.
  hasHealthInfo: sql<boolean>`(${children.healthInfoEncrypted} is not null)`,
  createdAt: children.createdAt,
  parentId: children.parentId,
  parentFirstName: profiles.firstName,
  parentLastName: profiles.lastName,
  parentEmail: profiles.email,
};

export interface AdminChildRow {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  clubName: string | null;
  level: string | null;
  jerseySize: number | null;
  ahvLast4: string | null;
  photoConsentFamily: boolean;
  photoConsentNews: boolean;
  hasHealthInfo: boolean;
  createdAt: Date;
  parentId: string;
  parentFirstName: string | null;
  parentLastName: string | null;
  parentEmail: string;
}

function childrenFilter({ q, club, level }: AdminChildrenFilter): SQL | undefined {
  return and(
    containsEveryWord(childNameText, q),
    club ? eq(children.clubName, club) : undefined,
    level ? eq(children.level, level) : undefined,
  );
}

/**
 * The list's order; `today` ('MM-DD' in Zurich) for the birthdays: today's and the rest of the year's first, then
 * those from January on. A 29 February birthday sorts between 28 February and 1 March.
 */
function orderOf(sort: AdminChildrenSort, today: string): SQL[] {
  const monthDay = sql`to_char(${children.dateOfBirth}, 'MM-DD')`;
  const orders: Record<AdminChildrenSort, SQL[]> = {
    name: [asc(children.lastName), asc(children.firstName), asc(children.id)],
    youngest: [desc(children.dateOfBirth), desc(children.id)],
    newest: [desc(children.createdAt), desc(children.id)],
    birthday: [sql`${monthDay} < ${today}`, asc(monthDay), asc(children.lastName), asc(children.id)],
  };
  return orders[sort];
}

/** One page, plus one row more when another page follows (no count of every row per page). */
export function selectAdminChildrenPage(
  db: DbOrTx,
  query: AdminChildrenQuery,
  now: Date,
): Promise<AdminChildRow[]> {
  return db
    .select(adminChildColumns)
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(childrenFilter(query))
    .orderBy(...orderOf(query.sort, zurichToday(now).slice(5)))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
}

/** The children a bulk selection names (those of the ids that exist) or its filter matches, by name; at most `limit`. */
export function selectSelectedChildren(
  db: DbOrTx,
  by: { ids: readonly string[] } | { filter: AdminChildrenFilter },
  limit: number,
): Promise<AdminChildRow[]> {
  return db
    .select(adminChildColumns)
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where('ids' in by ? inArray(children.id, [...by.ids]) : childrenFilter(by.filter))
    .orderBy(...orderOf('name', ''))
    .limit(limit);
}

export async function selectAdminChild(db: DbOrTx, childId: string): Promise<AdminChildRow | undefined> {
  const [row] = await db
    .select(adminChildColumns)
    .from(children)
    .innerJoin(profiles, eq(profiles.id, children.parentId))
    .where(eq(children.id, childId));
  return row;
}

/**
 * The stats over the filtered children: how many, their parents (who registered them and those parents' accepted
 * partners; an admin is never counted as one, admin-back-office.md section 6), their distinct clubs, and how many
 * have an AHV number stored.
 */
export async function selectChildrenStats(
  db: DbOrTx,
  filter: AdminChildrenFilter,
): Promise<AdminChildrenSummary['stats']> {
  const l = familyLinks;
  // The partners through two plain joins (one per side of the link): an OR in one join condition made it a
  // nested loop of every child against every link.
  const result = await db.execute<{ children: number; parents: number; clubs: number; with_ahv: number }>(sql`
    with c as (
      select ${children.parentId} as parent_id, ${children.clubName} as club_name, ${children.ahvLast4} as ahv_last4
      from ${children} where ${childrenFilter(filter) ?? sql`true`}
    )
    select
      (select count(*)::int from c) as children,
      (select count(*)::int from (
        select parent_id from c
        union
        select ${l.inviteeId} from c join ${l} on ${l.status} = 'accepted' and ${l.inviterId} = c.parent_id
        union
        select ${l.inviterId} from c join ${l} on ${l.status} = 'accepted' and ${l.inviteeId} = c.parent_id
      ) p where not exists (
        select 1 from ${profiles} where ${profiles.id} = p.parent_id and ${profiles.role} = 'admin'
      )) as parents,
      (select count(distinct club_name)::int from c) as clubs,
      (select count(*)::int from c where ahv_last4 is not null) as with_ahv`);
  const row = result.rows[0];
  return {
    children: row?.children ?? 0,
    parents: row?.parents ?? 0,
    clubs: row?.clubs ?? 0,
    withAhv: row?.with_ahv ?? 0,
  };
}

/**
 * The distinct values of an indexed column, in order: one index probe per value (a "loose index scan"), so a
 * handful of clubs costs a handful of lookups however many children there are.
 */
async function distinctValues(db: DbOrTx, column: typeof children.clubName | typeof children.level) {
  const result = await db.execute<{ value: string }>(sql`
    with recursive v(value) as (
      (select ${column} from ${children} where ${column} is not null order by ${column} limit 1)
      union all
      select (select ${column} from ${children} where ${column} > v.value order by ${column} limit 1)
      from v where v.value is not null
    )
    select value from v where value is not null`);
  return result.rows.map((r) => r.value);
}

/** The clubs and levels any child has, for the filters (each read from its own index). */
export async function selectChildFilterChoices(
  db: DbOrTx,
): Promise<Pick<AdminChildrenSummary, 'clubs' | 'levels'>> {
  return {
    clubs: await distinctValues(db, children.clubName),
    levels: await distinctValues(db, children.level),
  };
}

/**
 * The child's row with its encrypted AHV. `update` for a delete (no booking may point at it meanwhile), `no key
 * update` for an edit (bookings may go on), `none` for a reveal.
 */
export async function findChildForChange(
  db: DbOrTx,
  childId: string,
  lock: 'update' | 'no key update' | 'none',
) {
  const query = db
    .select({ ...editableChildColumns, ahvEncrypted: children.ahvEncrypted })
    .from(children)
    .where(eq(children.id, childId));
  const [row] = lock === 'none' ? await query : await query.for(lock);
  return row;
}

type ChildChanges = Partial<
  Pick<
    typeof children.$inferInsert,
    Exclude<keyof typeof editableChildColumns, 'id'> | 'ahvEncrypted' | 'ahvLast4'
  >
>;

export async function updateChildRow(
  db: DbOrTx,
  { childId, values, now }: { childId: string; values: ChildChanges; now: Date },
): Promise<void> {
  await db
    .update(children)
    .set({ ...values, updatedAt: now })
    .where(eq(children.id, childId));
}

export async function deleteChildRow(db: DbOrTx, childId: string): Promise<void> {
  await db.delete(children).where(eq(children.id, childId));
}

const exists = (table: SQL, column: SQL, childId: string) =>
  sql`exists (select 1 from ${table} where ${column} = ${childId})`;

/**
 * What of the child's history points at it: registrations (trainings, camps), payments (trainings, camps,
 * cancellation fees), credit (consumptions, awards), photo tags. Each is kept, so the child is not deleted.
 */
export async function childRecordKinds(db: DbOrTx, childId: string): Promise<ChildRecordKind[]> {
  const has = (pairs: [SQL, SQL][]) =>
    sql.join(
      pairs.map(([table, column]) => exists(table, column, childId)),
      sql` or `,
    );
  const result = await db.execute<Record<ChildRecordKind, boolean>>(sql`select
    ${has([
      [sql`${rsvps}`, sql`${rsvps.childId}`],
      [sql`${campRsvps}`, sql`${campRsvps.childId}`],
    ])} as registrations,
    ${has([
      [sql`${payments}`, sql`${payments.childId}`],
      [sql`${campPayments}`, sql`${campPayments.childId}`],
      [sql`${campCancellationFees}`, sql`${campCancellationFees.childId}`],
    ])} as payments,
    ${has([
      [sql`${creditConsumptions}`, sql`${creditConsumptions.childId}`],
      [sql`${creditAwards}`, sql`${creditAwards.childId}`],
    ])} as credit,
    ${has([[sql`${photoTags}`, sql`${photoTags.childId}`]])} as photos`);
  const row = result.rows[0];
  return row ? (['registrations', 'payments', 'credit', 'photos'] as const).filter((kind) => row[kind]) : [];
}
