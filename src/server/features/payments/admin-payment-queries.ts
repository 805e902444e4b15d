import { type SQL, sql } from 'drizzle-orm';
import type {
  AdminPayment,
  AdminPaymentsFilter,
  AdminPaymentsSummary,
  PendingCampRefund,
} from '../../../domain/payments/admin-payments-api';
import { statusOfFilter } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { MANUAL_METHODS, type PaymentMethod, type PaymentStatus } from '../../../domain/payments/status';
import { allowedPaymentTransitions } from '../../../domain/payments/transitions';
import type { DbOrTx } from '../../db/client';
import { familyParentIds } from '../family/scope';
import { UNPAID_STATUS_LIST } from './unpaid-sql';

// The back office's reads of money: one row shape over the three payable tables (training payments; camp payments
// and camp cancellation fees under the Camps tab), filtered, searched, sorted, paged and summed in SQL, so the
// browser never holds the whole ledger and the sums are those of the filtered set.

export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `%q%` for ilike, its wildcards taken literally. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Offer = 'session' | 'camp';

/** The children a search names: by their own name, or by their parent's name or e-mail. */
function matchingChildrenOf(like: string): SQL {
  return sql`select id from children where (first_name || ' ' || last_name) ilike ${like}
    union
    select id from children where parent_id = any(array(select id from profiles
      where (coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) ilike ${like}
        and (concat_ws(' ', first_name, last_name) ilike ${like} or email ilike ${like})))`;
}

/** Status tab and group (`offer`) on one payable table. */
export function baseOf(filter: AdminPaymentsFilter, alias: string, offer: Offer): SQL {
  const status = statusOfFilter[filter.status];
  const conditions: SQL[] = [sql`true`];
  const a = sql.raw(alias);
  if (status) conditions.push(sql`${a}.status = ${status}`);
  if (filter.offer) conditions.push(sql`${a}.${sql.raw(`${offer}_id`)} = ${filter.offer}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Status tab, group and search (child, parent name or e-mail, training or camp), case-insensitive, on one payable
 * table. The search names the matching children and offers first, through the pg_trgm indexes of the children,
 * parents and trainings lists (the parent's combined index expression contains each name and the e-mail, so it
 * narrows before the exact test). Training payments are then read by their child and session indexes (a BitmapOr
 * of both). Camp rows are tested against hashed sets of the matches here (for the CSV, which reads them all);
 * a page and the sums read them through selectFiltered instead.
 */
function whereOf(filter: AdminPaymentsFilter, alias: string, offer: Offer): SQL {
  if (!filter.q) return baseOf(filter, alias, offer);
  const like = likeOf(filter.q);
  const a = sql.raw(alias);
  const search =
    offer === 'session'
      ? sql`(${a}.child_id = any(array(${matchingChildrenOf(like)}))
          or ${a}.session_id = any(array(select id from sessions where title ilike ${like})))`
      : sql`(${a}.child_id in (${matchingChildrenOf(like)})
          or ${a}.camp_id in (select id from camps where name ilike ${like}))`;
  return sql`${baseOf(filter, alias, offer)} and ${search}`;
}

/**
 * `columns` (which must hold the row's id) of the filtered rows of one payable table, as one statement in
 * parentheses. A camp table searched by name is read in two branches, each through its own index, then united (a
 * row matching both is kept once): the matching children's rows by the table's child index, and the matching
 * camps' rows camp by camp through its camp index (a lateral read behind `offset 0`, so the planner cannot turn it
 * into a hash join over the whole table). As one OR of two subqueries, no index can serve and every row of the
 * table was read for a search that matches a few; an array of the children probed row by row instead of hashed
 * cost 100 ms at 7'500 camp payments.
 */
function selectFiltered(
  filter: AdminPaymentsFilter,
  from: { table: string; alias: string; offer: Offer; join?: string },
  columns: SQL,
): SQL {
  const { table, alias, offer, join = '' } = from;
  if (offer === 'session' || !filter.q) {
    return sql`(select ${columns} from ${sql.raw(`${table} ${alias} ${join}`)}
      where ${whereOf(filter, alias, offer)})`;
  }
  const like = likeOf(filter.q);
  const base = baseOf(filter, alias, offer);
  return sql`(select ${columns} from ${sql.raw(`${table} ${alias} ${join}`)}
      where ${base} and ${sql.raw(alias)}.child_id = any(array(${matchingChildrenOf(like)}))
    union
    select ${columns} from camps matched
      cross join lateral (select * from ${sql.raw(`${table} ${alias} where ${alias}.camp_id = matched.id`)}
        offset 0) ${sql.raw(`${alias} ${join}`)}
      where matched.name ilike ${like} and ${base})`;
}

/**
 * Whether the family of the row's child (`ch`) holds a credit usable at `now`: the admin's "Mit Guthaben verrechnen"
 * is offered only then (admin-back-office.md sections 4 and 5), as settle-with-credit.ts would find one.
 */
const familyHasCredit = (now: Date) => sql`exists (select 1 from credit_packs cp
  where cp.parent_id = any(array${familyParentIds(sql.raw('ch.parent_id'))}) and cp.status = 'ACTIVE'
    and cp.credits_remaining > 0 and (cp.expires_at is null or cp.expires_at > ${now}))`;

/**
 * The child, its parent (the one who created it) and the offer, per payable table, as one row shape; with `paged`,
 * only the rows whose keys the statement's `page` names first (see keysOf), else the whole filtered set. With `now`
 * a training or camp payment row also says whether its family has credit (else false, where no actions are read).
 */
function rowsOf(
  tab: AdminPaymentsFilter['tab'],
  filter: AdminPaymentsFilter,
  { paged = false, now }: { paged?: boolean; now?: Date } = {},
): SQL {
  const within = (alias: string, kind: PayableKind, offer: 'session' | 'camp') =>
    paged
      ? sql`${sql.raw(alias)}.id = any(array(select id from page where kind = ${kind}))`
      : whereOf(filter, alias, offer);
  const common = (kind: PayableKind, alias: string) =>
    sql.raw(`'${kind}' as kind, ${alias}.id, ${alias}.status,
    ${alias}.method, ${alias}.amount_cents, ${alias}.child_id, ${alias}.stripe_payment_intent_id,
    ${alias}.created_at, ${alias}.updated_at, ch.first_name as child_first, ch.last_name as child_last,
    pr.first_name as parent_first, pr.last_name as parent_last, pr.email as parent_email`);
  if (tab === 'trainings') {
    return sql`select ${common('training', 'p')}, s.id as offer_id, s.title as offer_title,
      ${iso(sql`s.starts_at`)} as offer_date, null::integer as refund_cents,
      null::timestamptz as manual_refund_completed_at, p.late_cancelled_at is not null as late_cancellation,
      ${now ? familyHasCredit(now) : sql`false`} as family_has_credit
      from payments p join children ch on ch.id = p.child_id left join profiles pr on pr.id = ch.parent_id
      join sessions s on s.id = p.session_id where ${within('p', 'training', 'session')}`;
  }
  return sql`select ${common('camp', 'p')}, c.id as offer_id, c.name as offer_title,
      c.start_date::text as offer_date, p.refund_cents, p.manual_refund_completed_at, false as late_cancellation,
      ${now ? familyHasCredit(now) : sql`false`} as family_has_credit
      from camp_payments p join children ch on ch.id = p.child_id left join profiles pr on pr.id = ch.parent_id
      join camps c on c.id = p.camp_id where ${within('p', 'camp', 'camp')}
    union all
    select ${common('campFee', 'f')}, c.id, c.name, c.start_date::text, null::integer, null::timestamptz, false, false
      from camp_cancellation_fees f join children ch on ch.id = f.child_id
      left join profiles pr on pr.id = ch.parent_id join camps c on c.id = f.camp_id
      where ${within('f', 'campFee', 'camp')}`;
}

/**
 * The kind and id of every row of the filtered set with what the order needs: only the payable tables (and the
 * child when sorted by name), so a page is found before its few rows are joined for display.
 */
function keysOf(filter: AdminPaymentsFilter): SQL {
  const byChild = filter.sort === 'child';
  const keys = (kind: PayableKind, table: string, alias: string, offer: Offer) =>
    selectFiltered(
      filter,
      { table, alias, offer, join: byChild ? `join children ch on ch.id = ${alias}.child_id` : '' },
      sql`${kind}::text as kind, ${sql.raw(alias)}.id, ${sql.raw(alias)}.created_at,
        ${sql.raw(alias)}.amount_cents, ${sql.raw(byChild ? 'ch.first_name' : 'null::text')} as child_first,
        ${sql.raw(byChild ? 'ch.last_name' : 'null::text')} as child_last`,
    );
  if (filter.tab === 'trainings') return keys('training', 'payments', 'p', 'session');
  return sql`${keys('camp', 'camp_payments', 'p', 'camp')}
    union all ${keys('campFee', 'camp_cancellation_fees', 'f', 'camp')}`;
}

/**
 * Only what the sums need, straight from the payable tables (every row has its child and offer); with `byOffer`
 * also the training or camp each row belongs to (the grouped view's key).
 */
export function moneyOf(filter: AdminPaymentsFilter, byOffer = false): SQL {
  const money = (alias: string, offer: Offer) =>
    sql.raw(`${alias}.id, status, method, amount_cents${byOffer ? `, ${offer}_id as offer_id` : ''}`);
  if (filter.tab === 'trainings') {
    return selectFiltered(filter, { table: 'payments', alias: 'p', offer: 'session' }, money('p', 'session'));
  }
  return sql`${selectFiltered(filter, { table: 'camp_payments', alias: 'p', offer: 'camp' }, money('p', 'camp'))}
    union all
    ${selectFiltered(filter, { table: 'camp_cancellation_fees', alias: 'f', offer: 'camp' }, money('f', 'camp'))}`;
}

/** The summary blocks' aggregates (paymentSummary's rules) over rows of `moneyOf`, as the columns summaryOf reads. */
export const sumsOf = sql.raw(`
  coalesce(sum(amount_cents) filter (where status = 'SUCCEEDED' and method is distinct from 'CREDIT'), 0)
    as received,
  coalesce(sum(amount_cents) filter (where status in (${UNPAID_STATUS_LIST})), 0) as outstanding,
  coalesce(sum(amount_cents) filter (where status = 'REFUNDED'), 0) as refunded,
  count(*) filter (where status = 'REQUIRES_PAYMENT') as open,
  count(*) filter (where status = 'SUCCEEDED') as paid,
  count(*) filter (where status = 'FAILED') as failed,
  count(*) filter (where status = 'REFUNDED') as refunds,
  count(*) as total`);

/** The summary of sumsOf's columns (named with `prefix`); sums and counts come back as text from bigint. */
export function summaryOf(row: Record<string, unknown>, prefix = ''): AdminPaymentsSummary {
  const n = (key: string) => Number(row[`${prefix}${key}`] ?? 0);
  return {
    receivedCents: n('received'),
    outstandingCents: n('outstanding'),
    refundedCents: n('refunded'),
    counts: {
      REQUIRES_PAYMENT: n('open'),
      SUCCEEDED: n('paid'),
      FAILED: n('failed'),
      REFUNDED: n('refunds'),
      total: n('total'),
    },
  };
}

/** Every order ends in id the same way round, so a page walks the (created_at, id) index of its table. */
function orderOf({ sort, dir }: AdminPaymentsFilter): SQL {
  const d = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  if (sort === 'amount') return sql`amount_cents ${d}, created_at desc, id desc`;
  if (sort === 'child') return sql`lower(child_last) ${d}, lower(child_first) ${d}, created_at desc, id desc`;
  return sql`created_at ${d}, id ${d}`;
}

/** No status tab, no search: every row of a tab. */
const ALL: AdminPaymentsFilter = { tab: 'trainings', status: 'all', q: '', sort: 'date', dir: 'desc' };

interface Row extends Record<string, unknown> {
  kind: PayableKind;
  id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amount_cents: number;
  child_id: string;
  child_first: string | null;
  child_last: string | null;
  parent_first: string | null;
  parent_last: string | null;
  parent_email: string | null;
  offer_id: string;
  offer_title: string | null;
  offer_date: string | null;
  stripe_payment_intent_id: string | null;
  refund_cents: number | null;
  manual_refund_completed_at: Date | string | null;
  late_cancellation: boolean;
  family_has_credit: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Raw queries answer timestamps as Postgres prints them ('2026-05-04 09:00:00.123+00'). */
const isoOf = (value: Date | string) =>
  (value instanceof Date
    ? value
    : new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
  ).toISOString();
const nameOf = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

function toAdminPayment(row: Row): AdminPayment {
  const payment = {
    kind: row.kind,
    id: row.id,
    status: row.status,
    method: row.method,
    amountCents: row.amount_cents,
    childId: row.child_id,
    childName: nameOf(row.child_first, row.child_last),
    parentName: nameOf(row.parent_first, row.parent_last),
    parentEmail: row.parent_email,
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    offerDate: row.offer_date,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    refundCents: row.refund_cents,
    manualRefundCompletedAt: row.manual_refund_completed_at ? isoOf(row.manual_refund_completed_at) : null,
    lateCancellation: row.late_cancellation === true,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
  const actions = allowedPaymentTransitions(payment).filter(
    // Credit settles training and camp payments (a fee is what a cancellation kept), and only for a family that has
    // a credit to give.
    (action) => action !== 'SETTLE_WITH_CREDIT' || (row.kind !== 'campFee' && row.family_has_credit),
  );
  return { ...payment, actions };
}

/** One page of the filtered list; one row more than the page tells whether another follows. */
export async function selectAdminPayments(
  db: DbOrTx,
  filter: AdminPaymentsFilter,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date,
): Promise<{ items: AdminPayment[]; hasMore: boolean }> {
  const result =
    await db.execute<Row>(sql`with page as materialized (select kind, id from (${keysOf(filter)}) k
      order by ${orderOf(filter)} limit ${pageSize + 1} offset ${(page - 1) * pageSize})
    select * from (${rowsOf(filter.tab, filter, { paged: true, now })}) r order by ${orderOf(filter)}`);
  return {
    items: result.rows.slice(0, pageSize).map(toAdminPayment),
    hasMore: result.rows.length > pageSize,
  };
}

/** Every row of the filtered list, in its order, for the CSV export (which shows no actions). */
export async function selectAllAdminPayments(
  db: DbOrTx,
  filter: AdminPaymentsFilter,
): Promise<AdminPayment[]> {
  const result = await db.execute<Row>(
    sql`select * from (${rowsOf(filter.tab, filter)}) r order by ${orderOf(filter)}`,
  );
  return result.rows.map(toAdminPayment);
}

/**
 * The payments a bulk selection names by kind and id, in the list's default order (newest first); those that
 * exist. A training key is read from the Trainings tab's rows, a camp payment's or fee's from the Camps tab's.
 */
export async function selectAdminPaymentsByKeys(
  db: DbOrTx,
  keys: readonly { kind: PayableKind; id: string }[],
): Promise<AdminPayment[]> {
  const found: AdminPayment[] = [];
  for (const tab of ['trainings', 'camps'] as const) {
    const ofTab = keys.filter((key) => (key.kind === 'training') === (tab === 'trainings'));
    if (ofTab.length === 0) continue;
    const result = await db.execute<Row>(sql`select * from (${rowsOf(tab, ALL)}) r
      where r.id = any(${sql.param(ofTab.map((key) => key.id))}::uuid[])`);
    const wanted = new Set(ofTab.map((key) => `${key.kind}:${key.id}`));
    found.push(...result.rows.filter((row) => wanted.has(`${row.kind}:${row.id}`)).map(toAdminPayment));
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** The summary blocks over the filtered set (paymentSummary's rules, in SQL). */
export async function selectAdminPaymentsSummary(
  db: DbOrTx,
  filter: AdminPaymentsFilter,
): Promise<AdminPaymentsSummary> {
  const result = await db.execute(sql`select ${sumsOf} from (${moneyOf(filter)}) r`);
  return summaryOf(result.rows[0] ?? {});
}

/** One payment in the list's shape (the answer of a move). */
export async function selectAdminPayment(
  db: DbOrTx,
  kind: PayableKind,
  id: string,
  now: Date,
): Promise<AdminPayment | undefined> {
  const tab = kind === 'training' ? 'trainings' : 'camps';
  const result = await db.execute<Row>(
    sql`select * from (${rowsOf(tab, ALL, { now })}) r where kind = ${kind} and id = ${id}`,
  );
  const row = result.rows[0];
  return row ? toAdminPayment(row) : undefined;
}

/** Refunded camp payments paid by hand whose repayment no admin has confirmed yet, oldest first. */
export async function selectPendingCampRefunds(db: DbOrTx): Promise<PendingCampRefund[]> {
  const result = await db.execute<Row>(sql`select * from (${rowsOf('camps', ALL)}) r
    where kind = 'camp' and status = 'REFUNDED' and manual_refund_completed_at is null
      and method in (${sql.join(
        MANUAL_METHODS.map((method) => sql`${method}`),
        sql`, `,
      )})
    order by updated_at, id`);
  return result.rows.map((row) => {
    const refundCents = row.refund_cents ?? row.amount_cents;
    return {
      id: row.id,
      childName: nameOf(row.child_first, row.child_last),
      campName: row.offer_title,
      method: row.method,
      originalCents: row.amount_cents,
      refundCents,
      feeCents: row.amount_cents - refundCents,
      createdAt: isoOf(row.created_at),
      refundedAt: isoOf(row.updated_at),
    };
  });
}
