import { type SQL, sql } from 'drizzle-orm';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payments/status';
import { personName } from '../../../domain/people/person-name';
import { type PaymentDiscount, paymentDiscountOf } from '../../../domain/pricing/family-prices';
import type { DbOrTx } from '../../db/client';
import { children, creditPacks } from '../../db/schema';
import { familyParentIds, inFamilyOf } from '../family/scope';
import { payableTables } from './payable-tables';
import { isUnpaidSql } from './unpaid-sql';

// What the payments screens read, always through the family scope: the family's children (own + shared), and the
// family's parents, whose packs pay for any of those children (settle-with-credit.ts uses the same family).

/** `with fam as (...)`: the family's children with their names, for the queries below. */
export function familyChildrenCte(userId: string): SQL {
  return sql`fam as (
    select ${children.id} as id, ${children.firstName} as first_name, ${children.lastName} as last_name
    from ${children} where ${inFamilyOf(userId)})`;
}

export interface FamilyPayable {
  kind: PayableKind;
  id: string;
  childId: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amountCents: number;
  childName: string | null;
  /** Training title or camp name. */
  title: string | null;
  /** Training start or camp start day. */
  date: Date | string | null;
  updatedAt: Date;
  /** A training cancelled late while unpaid (decision 033). */
  lateCancellation: boolean;
  /** The sibling discount (decision 053); absent without one. */
  discount?: PaymentDiscount;
}

interface PayableRow extends Record<string, unknown> {
  kind: PayableKind;
  id: string;
  child_id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amount_cents: number;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  starts_at: Date | string | null;
  start_date: string | null;
  updated_at: Date | string;
  late_cancellation: boolean;
  discount_cents: number;
  discount_percent: number;
  sibling_position: number | null;
}

/** Raw queries (db.execute) answer instants as PostgreSQL text ("2026-05-04 09:00:00.123+02"), not as Date. */
export function instantOf(value: Date | string | null): Date | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return date;
}

/** A child's name for a payment line; null when the row has none (the screen shows its own fallback). */
export function fullName(first: string | null, last: string | null): string | null {
  return personName({ firstName: first, lastName: last }) || null;
}

function discountOf(row: PayableRow): { discount?: PaymentDiscount } {
  const discount = paymentDiscountOf({
    amountCents: row.amount_cents,
    discountCents: row.discount_cents,
    discountPercent: row.discount_percent,
    siblingPosition: row.sibling_position,
  });
  return discount ? { discount } : {};
}

function toPayable(row: PayableRow): FamilyPayable {
  return {
    kind: row.kind,
    id: row.id,
    childId: row.child_id,
    status: row.status,
    method: row.method,
    amountCents: row.amount_cents,
    childName: fullName(row.first_name, row.last_name),
    title: row.title,
    date: instantOf(row.starts_at) ?? row.start_date,
    updatedAt: instantOf(row.updated_at) ?? new Date(0),
    lateCancellation: row.late_cancellation === true,
    ...discountOf(row),
  };
}

// The payment that counts for a registration is its latest change (parent-portal.md section 4): an older row of
// the same child and training (or camp) is history, not money owed.
const superseded = (table: string) =>
  sql.raw(`exists (select 1 from ${table} newer
  where newer.child_id = p.child_id and newer.${table === 'payments' ? 'session_id' : 'camp_id'} = p.${
    table === 'payments' ? 'session_id' : 'camp_id'
  }
    and newer.id <> p.id and (newer.updated_at, newer.created_at) > (p.updated_at, p.created_at))`);

function payablesSql(userId: string, where: { unpaidOnly: boolean; id?: string }): SQL {
  const filter = (table: 'payments' | 'camp_payments' | null) => {
    const parts: SQL[] = [];
    if (where.unpaidOnly) parts.push(isUnpaidSql('p.status'));
    if (where.unpaidOnly && table) parts.push(sql`not ${superseded(table)}`);
    if (where.id) parts.push(sql`p.id = ${where.id}`);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  return sql`with ${familyChildrenCte(userId)}
    select 'training' as kind, p.id, p.child_id, p.status, p.method, p.amount_cents, p.updated_at,
      fam.first_name, fam.last_name, s.title, s.starts_at, null::date as start_date,
      p.late_cancelled_at is not null as late_cancellation,
      p.discount_cents, p.discount_percent, p.sibling_position
      from ${payableTables.training} p join fam on fam.id = p.child_id left join sessions s on s.id = p.session_id
      ${filter('payments')}
    union all
    select 'camp', p.id, p.child_id, p.status, p.method, p.amount_cents, p.updated_at,
      fam.first_name, fam.last_name, c.name, null::timestamptz, c.start_date, false,
      p.discount_cents, p.discount_percent, p.sibling_position
      from ${payableTables.camp} p join fam on fam.id = p.child_id left join camps c on c.id = p.camp_id
      ${filter('camp_payments')}
    union all
    select 'campFee', p.id, p.child_id, p.status, p.method, p.amount_cents, p.updated_at,
      fam.first_name, fam.last_name, c.name, null::timestamptz, c.start_date, false, 0, 0, null::smallint
      from ${payableTables.campFee} p join fam on fam.id = p.child_id left join camps c on c.id = p.camp_id
      ${filter(null)}`;
}

/** Money the family still owes (open or failed), oldest change first; at most `limit` rows. */
export async function familyUnpaid(db: DbOrTx, userId: string, limit: number): Promise<FamilyPayable[]> {
  const result = await db.execute<PayableRow>(
    sql`${payablesSql(userId, { unpaidOnly: true })} order by updated_at, id limit ${limit}`,
  );
  return result.rows.map(toPayable);
}

/**
 * The dashboard's figures: open payments (REQUIRES_PAYMENT, what the spec counts as "Offene Zahlungen") and failed
 * ones apart, so a failed online payment is named as such instead of hiding in the open count.
 */
export async function countFamilyUnpaid(
  db: DbOrTx,
  userId: string,
): Promise<{ open: number; failed: number }> {
  const result = await db.execute<{ open: number; failed: number }>(
    sql`select count(*) filter (where status = 'REQUIRES_PAYMENT')::int as open,
      count(*) filter (where status = 'FAILED')::int as failed
      from (${payablesSql(userId, { unpaidOnly: true })}) unpaid`,
  );
  return { open: result.rows[0]?.open ?? 0, failed: result.rows[0]?.failed ?? 0 };
}

/** Whether the family has any payment, in any state, or any credit pack. */
export async function familyHasHistory(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute<{ any: boolean }>(sql`select exists (
      select 1 from (${payablesSql(userId, { unpaidOnly: false })}) anything
    ) or exists (
      select 1 from ${creditPacks} where ${creditPacks.parentId} in ${familyParentIds(userId)}
    ) as any`);
  return result.rows[0]?.any ?? false;
}

/** One payment of the family by kind and id; undefined for another family's (or an unknown) payment. */
export async function findFamilyPayable(
  db: DbOrTx,
  userId: string,
  kind: PayableKind,
  id: string,
): Promise<FamilyPayable | undefined> {
  const result = await db.execute<PayableRow>(
    sql`select * from (${payablesSql(userId, { unpaidOnly: false, id })}) one where kind = ${kind}`,
  );
  const row = result.rows[0];
  return row ? toPayable(row) : undefined;
}
