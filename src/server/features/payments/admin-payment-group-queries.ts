import { type SQL, sql } from 'drizzle-orm';
import type {
  AdminPaymentGroup,
  AdminPaymentGroupsPage,
  AdminPaymentsFilter,
} from '../../../domain/payments/admin-payments-api';
import type { DbOrTx } from '../../db/client';
import { iso, moneyOf, summaryOf, sumsOf } from './admin-payment-queries';

// The grouped view of the back office's payments: one group per training (Trainings tab) or camp (Camps tab, its
// payments and cancellation fees together) over the whole filtered set, not the page. The filtered set's money is
// aggregated once by offer; the groups are then joined to their training or camp, ordered and paged in SQL, and
// the totals of all groups (the summary blocks, the number of groups) come from the same pass as window sums.

/** The offers of the groups: title, date as the API sends it, and a date that sorts. */
function offersOf(tab: AdminPaymentsFilter['tab']): SQL {
  return tab === 'trainings'
    ? sql`select id, title, ${iso(sql`starts_at`)} as offer_date, starts_at as offer_at from sessions`
    : sql`select id, name, start_date::text, start_date::timestamp from camps`;
}

/** By amount the group's total, else its offer's date; the offer's id breaks ties the same way round. */
function groupOrderOf({ sort, dir }: AdminPaymentsFilter): SQL {
  const d = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  if (sort === 'amount') return sql`amount_total ${d}, offer_at ${d}, offer_id ${d}`;
  return sql`offer_at ${d}, offer_id ${d}`;
}

const SUMMARY_COLUMNS = ['received', 'outstanding', 'refunded', 'open', 'paid', 'failed', 'refunds', 'total'];

/**
 * One page of groups, each with its sums, and the sums and number of all groups of the filtered set: the totals
 * are one row that the page joins, so a page past the last group still answers them.
 */
export async function selectAdminPaymentGroups(
  db: DbOrTx,
  filter: AdminPaymentsFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Omit<AdminPaymentGroupsPage, 'page' | 'pageSize'>> {
  const totals = sql.raw(SUMMARY_COLUMNS.map((c) => `sum(${c}) as all_${c}`).join(', '));
  const order = groupOrderOf(filter);
  const result = await db.execute<Record<string, unknown>>(sql`with groups as materialized (
      select offer_id, ${sumsOf}, sum(amount_cents) as amount_total from (${moneyOf(filter, true)}) m
      group by offer_id)
    select t.*, p.* from (select count(*) as group_count, ${totals} from groups) t
    left join lateral (select g.*, o.title as offer_title, o.offer_date, o.offer_at
      from groups g join (${offersOf(filter.tab)}) o (id, title, offer_date, offer_at) on o.id = g.offer_id
      order by ${order} limit ${pageSize + 1} offset ${(page - 1) * pageSize}) p on true
    order by ${order}`);
  const rows = result.rows.filter((row) => row.offer_id != null);
  const items: AdminPaymentGroup[] = rows.slice(0, pageSize).map((row) => ({
    offerId: String(row.offer_id),
    offerTitle: (row.offer_title as string | null) ?? null,
    offerDate: (row.offer_date as string | null) ?? null,
    summary: summaryOf(row),
  }));
  const all = result.rows[0] ?? {};
  return {
    items,
    hasMore: rows.length > pageSize,
    groupCount: Number(all.group_count ?? 0),
    summary: summaryOf(all, 'all_'),
  };
}
