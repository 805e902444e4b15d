import { type SQL, sql } from 'drizzle-orm';
import type {
  AdminPaymentGroup,
  AdminPaymentGroupsPage,
  AdminPaymentsFilter,
} from '../../../domain/payments/admin-payments-api';
import type { DbOrTx } from '../../db/client';
import { baseOf, iso, moneyOf, selectAdminPaymentsSummary, summaryOf, sumsOf } from './admin-payment-queries';

// The grouped view of the back office's payments: one group per training (Trainings tab) or camp (Camps tab, its
// payments and cancellation fees together) over the whole filtered set, not the page, ordered and paged in SQL.
// Trainings without a search, by date: the trainings are walked in date order through their date index, a group
// being one with a payment of the status tab (an index probe each), and only the page's groups are summed (they
// are not counted: the pager follows `hasMore`). A search, the order by a group's total, and the camps (a few a
// year, each with many rows) sum every group first: the matching rows (found through the indexes, selectFiltered)
// are summed by offer, then ordered and paged, each group's offer read by its key.

type Paging = { page: number; pageSize: number };
type GroupsAnswer = Omit<AdminPaymentGroupsPage, 'page' | 'pageSize'>;

const dirOf = ({ dir }: AdminPaymentsFilter) => sql.raw(dir === 'asc' ? 'asc' : 'desc');

/** The offers of a tab: table, title and date columns, the date as the API sends it. */
function offerTable(tab: AdminPaymentsFilter['tab']) {
  return tab === 'trainings'
    ? {
        table: sql.raw('sessions'),
        title: sql.raw('title'),
        at: sql.raw('starts_at'),
        date: iso(sql`starts_at`),
      }
    : {
        table: sql.raw('camps'),
        title: sql.raw('name'),
        at: sql.raw('start_date'),
        date: sql`start_date::text`,
      };
}

/** The training payments of the status tab of the training `session` (a column): the rows of one group. */
function rowsOfTraining(filter: AdminPaymentsFilter, columns: string, session: string): SQL {
  return sql`select ${sql.raw(columns)} from payments p
    where p.session_id = ${sql.raw(session)} and ${baseOf(filter, 'p', 'session')}`;
}

function groupOf(row: Record<string, unknown>): AdminPaymentGroup {
  return {
    offerId: String(row.offer_id),
    offerTitle: (row.offer_title as string | null) ?? null,
    offerDate: (row.offer_date as string | null) ?? null,
    summary: summaryOf(row),
  };
}

/**
 * Trainings without a search, by date: the page's trainings walked in date order, then summed; the totals as the
 * list's summary. The groups are not counted: that would probe every training for each page.
 */
async function walkedGroups(db: DbOrTx, filter: AdminPaymentsFilter, paging: Paging): Promise<GroupsAnswer> {
  const { table, title, at, date } = offerTable(filter.tab);
  const d = dirOf(filter);
  const hasRows = sql`exists (${rowsOfTraining(filter, '1', 'o.id')})`;
  const [result, summary] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`with page as materialized (
        select o.id, o.${title} as title, ${date} as offer_date, o.${at} as offer_at from ${table} o
        where ${hasRows} order by o.${at} ${d}, o.id ${d}
        limit ${paging.pageSize + 1} offset ${(paging.page - 1) * paging.pageSize})
      select page.id as offer_id, page.title as offer_title, page.offer_date, s.*
      from page cross join lateral (select ${sumsOf} from (${rowsOfTraining(filter, 'status, method, amount_cents', 'page.id')}
        ) m) s
      order by page.offer_at ${d}, page.id ${d}`),
    selectAdminPaymentsSummary(db, filter),
  ]);
  return {
    items: result.rows.slice(0, paging.pageSize).map(groupOf),
    hasMore: result.rows.length > paging.pageSize,
    groupCount: null,
    summary,
  };
}

const SUMMARY_COLUMNS = ['received', 'outstanding', 'refunded', 'open', 'paid', 'failed', 'refunds', 'total'];

/**
 * A search, or the order by total: the filtered rows summed by offer, then ordered and paged; the totals of all
 * groups are one row that the page joins, so a page past the last group still answers them.
 */
async function summedGroups(db: DbOrTx, filter: AdminPaymentsFilter, paging: Paging): Promise<GroupsAnswer> {
  const { table, title, at, date } = offerTable(filter.tab);
  const d = dirOf(filter);
  const order =
    filter.sort === 'amount'
      ? sql`amount_total ${d}, offer_at ${d}, offer_id ${d}`
      : sql`offer_at ${d}, offer_id ${d}`;
  const totals = sql.raw(SUMMARY_COLUMNS.map((c) => `sum(${c}) as all_${c}`).join(', '));
  // Each group's offer by its key (a scalar subquery per group, never a join over every offer).
  const offer = (column: SQL) => sql`(select ${column} from ${table} o where o.id = g.offer_id)`;
  const result = await db.execute<Record<string, unknown>>(sql`with groups as materialized (
      select offer_id, ${sumsOf}, sum(amount_cents) as amount_total from (${moneyOf(filter, true)}) m
      group by offer_id)
    select t.*, p.* from (select count(*) as group_count, ${totals} from groups) t
    left join lateral (select * from (select g.*, ${offer(sql`o.${title}`)} as offer_title,
        ${offer(date)} as offer_date, ${offer(sql`o.${at}`)} as offer_at from groups g) x
      order by ${order} limit ${paging.pageSize + 1} offset ${(paging.page - 1) * paging.pageSize}) p on true
    order by ${order}`);
  const rows = result.rows.filter((row) => row.offer_id != null);
  const all = result.rows[0] ?? {};
  return {
    items: rows.slice(0, paging.pageSize).map(groupOf),
    hasMore: rows.length > paging.pageSize,
    groupCount: Number(all.group_count ?? 0),
    summary: summaryOf(all, 'all_'),
  };
}

/** One page of groups, each with its sums, and the sums and number of all groups of the filtered set. */
export function selectAdminPaymentGroups(
  db: DbOrTx,
  filter: AdminPaymentsFilter,
  paging: Paging,
): Promise<GroupsAnswer> {
  return filter.tab === 'trainings' && !filter.q && filter.sort !== 'amount'
    ? walkedGroups(db, filter, paging)
    : summedGroups(db, filter, paging);
}
