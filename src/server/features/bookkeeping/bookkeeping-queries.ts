import { type SQL, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/payments/status';
import type { DbOrTx } from '../../db/client';

// The month's money movements for the bookkeeping (issue 17, decision 035), read from the money records as they
// are: a payment came in on its paid day (training, camp, camp cancellation fee; by card, TWINT, bank, cash, ...,
// never a credit: that money came in with the pack), a pack sold on its day, and money given back on the day of
// its refund (a camp's refund is what went back after the fee, on the day its return was confirmed). The sums are
// read apart from the lines, table by table, so the export's lines are checked against them (the integration
// test: the CSV adds up to the summary).

export interface MonthBounds {
  /** Europe/Zurich midnight of the month's first day, and of the next month's. */
  start: Date;
  end: Date;
}

type Movement = 'payment' | 'campFee' | 'pack' | 'refund';

export interface BookkeepingLine extends Record<string, unknown> {
  at: string;
  movement: Movement;
  cents: number;
  method: PaymentMethod | null;
  reference: string | null;
  parent_first: string | null;
  parent_last: string | null;
  parent_email: string | null;
  child_first: string | null;
  child_last: string | null;
  offer: string | null;
  /** Training start (instant) or camp start day, to tell offers of the same name apart. */
  offer_date: string | null;
}

interface PayableSource {
  table: 'payments' | 'camp_payments' | 'camp_cancellation_fees';
  movement: Movement;
  offer: SQL;
  /** What went back for a refunded row of this table. */
  refundCents: SQL;
  /** When it went back. */
  refundedAt: SQL;
}

const SOURCES: PayableSource[] = [
  {
    table: 'payments',
    movement: 'payment',
    offer: sql`join sessions o on o.id = p.session_id`,
    refundCents: sql`p.amount_cents`,
    refundedAt: sql`p.updated_at`,
  },
  {
    table: 'camp_payments',
    movement: 'payment',
    offer: sql`join camps o on o.id = p.camp_id`,
    refundCents: sql`coalesce(p.refund_cents, p.amount_cents)`,
    refundedAt: sql`coalesce(p.manual_refund_completed_at, p.updated_at)`,
  },
  {
    table: 'camp_cancellation_fees',
    movement: 'campFee',
    offer: sql`join camps o on o.id = p.camp_id`,
    refundCents: sql`p.amount_cents`,
    refundedAt: sql`p.updated_at`,
  },
];

const within = (at: SQL, { start, end }: MonthBounds) => sql`${at} >= ${start} and ${at} < ${end}`;

/** Money that came in: paid (and maybe refunded later), not with credit. */
const paidIn = (bounds: MonthBounds) =>
  sql`p.status in ('SUCCEEDED', 'REFUNDED') and p.method is distinct from 'CREDIT'
    and ${within(sql`coalesce(p.paid_at, p.updated_at)`, bounds)}`;

/** Money that went out: refunded, not a credit given back, something to give back. */
const refundedIn = (source: PayableSource, bounds: MonthBounds) =>
  sql`p.status = 'REFUNDED' and p.method is distinct from 'CREDIT' and ${source.refundCents} > 0
    and ${within(source.refundedAt, bounds)}`;

const packsIn = (bounds: MonthBounds) => sql`k.price_cents_paid > 0 and ${within(sql`k.created_at`, bounds)}`;

const offerOf = (table: PayableSource['table']) =>
  table === 'payments'
    ? sql`o.title, to_char(o.starts_at at time zone 'Europe/Zurich', 'YYYY-MM-DD')`
    : sql`o.name, o.start_date::text`;

function payableLines(source: PayableSource, bounds: MonthBounds): SQL {
  const table = sql.raw(source.table);
  const common = (
    at: SQL,
    movement: Movement,
    cents: SQL,
  ) => sql`select ${at} as at, ${movement}::text as movement,
      ${cents} as cents, p.method, coalesce(p.stripe_payment_intent_id, bc.reference, bc.bank_reference) as reference,
      pr.first_name as parent_first, pr.last_name as parent_last, pr.email as parent_email,
      ch.first_name as child_first, ch.last_name as child_last, ${offerOf(source.table)}
    from ${table} p ${source.offer} join children ch on ch.id = p.child_id
      left join profiles pr on pr.id = ch.parent_id left join bank_credits bc on bc.id = p.bank_credit_id`;
  return sql`${common(sql`coalesce(p.paid_at, p.updated_at)`, source.movement, sql`p.amount_cents`)}
      where ${paidIn(bounds)}
    union all
    ${common(source.refundedAt, 'refund', sql`-(${source.refundCents})`)} where ${refundedIn(source, bounds)}`;
}

function packLines(bounds: MonthBounds): SQL {
  return sql`select k.created_at, 'pack', k.price_cents_paid, k.payment_method, k.stripe_session_id,
      pr.first_name, pr.last_name, pr.email, null, null, null, null
    from credit_packs k left join profiles pr on pr.id = k.parent_id where ${packsIn(bounds)}`;
}

/** Every movement of the month, oldest first. */
export async function selectBookkeepingLines(db: DbOrTx, bounds: MonthBounds): Promise<BookkeepingLine[]> {
  const parts = [...SOURCES.map((source) => payableLines(source, bounds)), packLines(bounds)];
  const result = await db.execute<BookkeepingLine>(sql`select to_char(at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, movement, cents, method, reference, parent_first, parent_last,
      parent_email, child_first, child_last, title as offer, offer_date
    from (${sql.join(parts, sql` union all `)}) m(at, movement, cents, method, reference, parent_first, parent_last,
      parent_email, child_first, child_last, title, offer_date)
    order by m.at, m.movement, m.reference`);
  return result.rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

/** The month's income and refunds, summed in SQL table by table (not from the lines). */
export async function selectBookkeepingSums(
  db: DbOrTx,
  bounds: MonthBounds,
): Promise<{ incomeCents: number; refundsCents: number; lines: number }> {
  const income = SOURCES.map(
    (s) => sql`(select coalesce(sum(p.amount_cents), 0) from ${sql.raw(s.table)} p where ${paidIn(bounds)})`,
  );
  const refunds = SOURCES.map(
    (s) =>
      sql`(select coalesce(sum(${s.refundCents}), 0) from ${sql.raw(s.table)} p where ${refundedIn(s, bounds)})`,
  );
  const counts = SOURCES.map(
    (
      s,
    ) => sql`(select count(*) filter (where ${paidIn(bounds)}) + count(*) filter (where ${refundedIn(s, bounds)})
      from ${sql.raw(s.table)} p)`,
  );
  const packs = sql`(select coalesce(sum(k.price_cents_paid), 0) from credit_packs k where ${packsIn(bounds)})`;
  const packCount = sql`(select count(*) from credit_packs k where ${packsIn(bounds)})`;
  const result = await db.execute<{ income: string; refunds: string; lines: string }>(sql`select
      ${sql.join([...income, packs], sql` + `)} as income,
      ${sql.join(refunds, sql` + `)} as refunds,
      ${sql.join([...counts, packCount], sql` + `)} as lines`);
  const row = result.rows[0];
  return {
    incomeCents: Number(row?.income ?? 0),
    refundsCents: Number(row?.refunds ?? 0),
    lines: Number(row?.lines ?? 0),
  };
}
