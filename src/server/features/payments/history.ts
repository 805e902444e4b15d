import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idField } from '../../../domain/form-fields';
import { classifyPack } from '../../../domain/payments/credit-packs';
import {
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  type PayableKind,
  type PaymentHistoryPage,
} from '../../../domain/payments/payments-api';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import { creditConsumptions, creditPacks } from '../../db/schema';
import type { CreditPackStatus } from '../../db/schema/values';
import { cursorInstant, decodeCursor, encodeCursor } from '../../http/cursor';
import { familyParentIds } from '../family/scope';
import { familyChildrenCte, fullName, instantOf } from './family-queries';
import { payableTables } from './payable-tables';

// The History tab: every payment of the family's children, every pack of the family's parents (also expired and
// cancelled ones) and every credit spent (also given back: "Erstattet"), newest change first. One UNION in SQL,
// paged by keyset (changed_at, type, id), so a family with years of trainings never loads more than a page.

interface Row extends Record<string, unknown> {
  type: 'payment' | 'pack' | 'consumption';
  kind: PayableKind | null;
  id: string;
  changed_at: Date | string;
  /** changed_at at full (microsecond) precision, for the cursor. */
  changed_at_exact: string;
  status: string | null;
  method: PaymentMethod | null;
  amount_cents: number | null;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  starts_at: Date | string | null;
  start_date: string | null;
  paid_at: Date | string | null;
  refund_cents: number | null;
  manual_refund_completed_at: Date | string | null;
  late_cancellation: boolean;
  total_credits: number | null;
  credits_remaining: number | null;
  price_cents_paid: number | null;
  expires_at: Date | string | null;
  created_at: Date | string | null;
  qty: number | null;
  consumed_at: Date | string | null;
  reverted_at: Date | string | null;
}

/** (changed_at, type, id) of the last item of the previous page. */
const cursorSchema = z.tuple([cursorInstant, z.enum(['payment', 'pack', 'consumption']), idField()]);

const none =
  sql.raw(`null::int as total_credits, null::int as credits_remaining, null::int as price_cents_paid,
  null::timestamptz as expires_at, null::timestamptz as created_at, null::int as qty,
  null::timestamptz as consumed_at, null::timestamptz as reverted_at`);

function paymentsUnion(): SQL {
  return sql`
    select 'payment' as type, 'training' as kind, p.id, p.updated_at as changed_at, p.status, p.method,
      p.amount_cents, fam.first_name, fam.last_name, s.title, s.starts_at, null::date as start_date, p.paid_at,
      null::int as refund_cents, null::timestamptz as manual_refund_completed_at,
      p.late_cancelled_at is not null as late_cancellation, ${none}
      from ${payableTables.training} p join fam on fam.id = p.child_id left join sessions s on s.id = p.session_id
    union all
    select 'payment', 'camp', p.id, p.updated_at, p.status, p.method, p.amount_cents, fam.first_name,
      fam.last_name, c.name, null, c.start_date, p.paid_at, p.refund_cents, p.manual_refund_completed_at, false,
      ${none}
      from ${payableTables.camp} p join fam on fam.id = p.child_id left join camps c on c.id = p.camp_id
    union all
    select 'payment', 'campFee', p.id, p.updated_at, p.status, p.method, p.amount_cents, fam.first_name,
      fam.last_name, c.name, null, c.start_date, p.paid_at, null, null, false, ${none}
      from ${payableTables.campFee} p join fam on fam.id = p.child_id left join camps c on c.id = p.camp_id`;
}

function creditUnion(userId: string, now: Date): SQL {
  return sql`
    select 'pack', null, k.id,
      greatest(k.updated_at, case when k.expires_at <= ${now} then k.expires_at end),
      k.status, k.payment_method, k.price_cents_paid, null, null, null, null, null, null, null, null, false,
      k.total_credits, k.credits_remaining, k.price_cents_paid, k.expires_at, k.created_at, null, null, null
      from ${creditPacks} k where k.parent_id in ${familyParentIds(userId)}
    union all
    select 'consumption', null, cc.id, coalesce(cc.reverted_at, cc.consumed_at), null, null, null,
      ch.first_name, ch.last_name, coalesce(s.title, c.name), s.starts_at, null, null, null, null, false,
      null, null, null, null, null, cc.qty, cc.consumed_at, cc.reverted_at
      from ${creditConsumptions} cc join ${creditPacks} k on k.id = cc.pack_id
      left join children ch on ch.id = cc.child_id left join sessions s on s.id = cc.session_id
      left join camps c on c.id = cc.camp_id
      where k.parent_id in ${familyParentIds(userId)}`;
}

const iso = (value: Date | string | null) => instantOf(value)?.toISOString() ?? null;

function toItem(row: Row, now: Date): HistoryItem {
  const base = { id: row.id, changedAt: iso(row.changed_at) ?? '' };
  const childName = fullName(row.first_name, row.last_name);
  const date = iso(row.starts_at) ?? row.start_date;
  if (row.type === 'pack') {
    const pack = {
      totalCredits: row.total_credits ?? 0,
      creditsRemaining: row.credits_remaining ?? 0,
      priceCentsPaid: row.price_cents_paid ?? 0,
    };
    const status = row.status as CreditPackStatus;
    return {
      ...base,
      ...pack,
      type: 'pack',
      status,
      expired: status === 'ACTIVE' && (instantOf(row.expires_at)?.getTime() ?? Infinity) <= now.getTime(),
      origin: classifyPack(pack),
      expiresAt: iso(row.expires_at),
      createdAt: iso(row.created_at) ?? base.changedAt,
      paymentMethod: row.method,
    };
  }
  if (row.type === 'consumption') {
    return {
      ...base,
      type: 'consumption',
      childName,
      title: row.title,
      date,
      qty: row.qty ?? 1,
      consumedAt: iso(row.consumed_at) ?? base.changedAt,
      revertedAt: iso(row.reverted_at),
    };
  }
  return {
    ...base,
    type: 'payment',
    kind: row.kind ?? 'training',
    status: row.status as PaymentStatus,
    method: row.method,
    amountCents: row.amount_cents ?? 0,
    childName,
    title: row.title,
    date,
    paidAt: iso(row.paid_at),
    refundCents: row.refund_cents,
    manualRefundCompletedAt: iso(row.manual_refund_completed_at),
    lateCancellation: row.late_cancellation === true,
  };
}

export async function paymentHistory(
  ctx: AppContext,
  userId: string,
  cursorParam: string | undefined,
): Promise<PaymentHistoryPage> {
  const cursor = cursorParam ? decodeCursor(cursorParam, cursorSchema) : null;
  const now = ctx.clock.now();
  const after = cursor
    ? sql`where (changed_at, type, id) < (${cursor[0]}::timestamptz, ${cursor[1]}, ${cursor[2]}::uuid)`
    : sql``;
  const result = await ctx.db.execute<Row>(sql`
    with ${familyChildrenCte(userId)},
    items as (${paymentsUnion()} union all ${creditUnion(userId, now)})
    select *, to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as changed_at_exact
    from items ${after}
    order by changed_at desc, type desc, id desc
    limit ${HISTORY_PAGE_SIZE + 1}`);
  const rows = result.rows.slice(0, HISTORY_PAGE_SIZE);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => toItem(row, now)),
    nextCursor:
      result.rows.length > HISTORY_PAGE_SIZE && last
        ? encodeCursor([last.changed_at_exact, last.type, last.id])
        : null,
  };
}
