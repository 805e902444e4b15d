import { sql } from 'drizzle-orm';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { BankCreditReason } from '../../../domain/payments/values';
import type { Tx } from '../../db/client';
import type { BankCreditOutcome } from '../../db/schema/bank-credits';
import { payableTables } from '../payments/payable-tables';
import { type HeldPayment, lockPayments } from '../payments/payment-state';
import type { CamtCredit, CamtEntry, CamtEntryDetails } from './parse-camt';

// The import's reads and writes, each one statement for a whole chunk of credits (arrays as parameters), so 5,000
// credits cost a few dozen round trips, not tens of thousands.

const array = (values: readonly unknown[]) => sql.param(values);

interface KnownEntry {
  id: string;
  details: CamtEntryDetails;
}

/** The entries among these keys that an earlier file brought already, and whether their details came. */
export async function selectKnownEntries(tx: Tx, keys: readonly string[]): Promise<Map<string, KnownEntry>> {
  if (keys.length === 0) return new Map();
  const result = await tx.execute<{ id: string; entry_key: string; details: CamtEntryDetails }>(
    sql`select id::text, entry_key, details from bank_entries where entry_key = any(${array(keys)}::text[])`,
  );
  return new Map(result.rows.map((row) => [row.entry_key, { id: row.id, details: row.details }]));
}

type ImportMeta = { importId: string; importedBy: string; importedAt: Date };

/** Stores entries first reported by this file; answers their ids by key. */
export async function insertBankEntries(
  tx: Tx,
  meta: ImportMeta,
  entries: readonly CamtEntry[],
): Promise<Map<string, string>> {
  if (entries.length === 0) return new Map();
  const column = <T>(pick: (entry: CamtEntry) => T) => array(entries.map(pick));
  const inserted = await tx.execute<{
    id: string;
    entry_key: string;
  }>(sql`insert into bank_entries (entry_key,
      bank_reference, amount_cents, booking_date, details, details_message_id, transaction_count, import_id,
      imported_at, itemised_import_id, itemised_at)
    select v.entry_key, v.bank_reference, v.amount_cents, v.booking_date, v.details, v.details_message_id,
      v.transaction_count, ${meta.importId}::uuid, ${meta.importedAt},
      case when v.details = 'itemised' then ${meta.importId}::uuid end,
      case when v.details = 'itemised' then ${meta.importedAt}::timestamptz end
    from unnest(${column((e) => e.key)}::text[], ${column((e) => e.bankReference)}::text[],
      ${column((e) => e.amountCents)}::int[], ${column((e) => e.bookingDate)}::date[],
      ${column((e) => e.details)}::text[], ${column((e) => e.detailsMessageId)}::text[],
      ${column((e) => e.transactionCount)}::int[])
      as v(entry_key, bank_reference, amount_cents, booking_date, details, details_message_id, transaction_count)
    returning id::text, entry_key`);
  return new Map(inserted.rows.map((row) => [row.entry_key, row.id]));
}

/** Entries that waited for their details and have them now ("Details folgen" no more). */
export async function markEntriesItemised(tx: Tx, meta: ImportMeta, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update bank_entries set details = 'itemised', itemised_import_id = ${meta.importId}::uuid,
      itemised_at = ${meta.importedAt} where id = any(${array(ids)}::uuid[]) and details = 'awaiting'`);
}

export interface ReferencedItems {
  amountCents: number;
  /** The items still there with their amount when the bill was made. */
  items: { kind: PayableKind; id: string; itemCents: number }[];
}

/** The stored QR references among these, with the payments each names (db/schema/bank-references.ts). */
export async function selectReferencedItems(
  tx: Tx,
  references: readonly string[],
): Promise<Map<string, ReferencedItems>> {
  const sets = new Map<string, ReferencedItems>();
  if (references.length === 0) return sets;
  const result = await tx.execute<{
    reference: string;
    amount_cents: number;
    kind: PayableKind | null;
    payment_id: string | null;
    item_cents: number | null;
  }>(sql`select r.reference, r.amount_cents, i.kind,
      coalesce(i.payment_id, i.camp_payment_id, i.camp_cancellation_fee_id)::text as payment_id,
      i.amount_cents as item_cents
    from bank_references r left join bank_reference_items i on i.bank_reference_id = r.id
    where r.reference = any(${array(references)}::text[])`);
  for (const row of result.rows) {
    const set = sets.get(row.reference) ?? { amountCents: row.amount_cents, items: [] };
    if (row.kind && row.payment_id && row.item_cents !== null) {
      set.items.push({ kind: row.kind, id: row.payment_id, itemCents: row.item_cents });
    }
    sets.set(row.reference, set);
  }
  return sets;
}

export const payableKey = (kind: PayableKind, id: string) => `${kind}:${id}`;

/**
 * The payments, locked until the import commits, kind by kind in id order: the order ensureBankReference and every
 * single-payment move lock in (payment-state.ts), so an import and a parent's online payment wait for each other,
 * never deadlock.
 */
export async function lockPayables(
  tx: Tx,
  refs: readonly { kind: PayableKind; id: string }[],
): Promise<Map<string, HeldPayment>> {
  const locked = new Map<string, HeldPayment>();
  for (const kind of Object.keys(payableTables) as PayableKind[]) {
    const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
    if (ids.length === 0) continue;
    for (const payment of await lockPayments(tx, kind, ids))
      locked.set(payableKey(kind, payment.id), payment);
  }
  return locked;
}

export interface NewBankCredit {
  credit: CamtCredit;
  /** The entry's key and the credit's place in it. */
  key: string;
  entryId: string;
  outcome: BankCreditOutcome;
  reason: BankCreditReason | null;
}

/**
 * Stores the credits with their outcome; answers their ids by key. One array per column (unnest): a chunk of 1,000
 * credits is 14 parameters, not 17,000, and PostgreSQL reads it faster than as many value lists.
 */
export async function insertBankCredits(
  tx: Tx,
  meta: ImportMeta,
  rows: readonly NewBankCredit[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const column = <T>(pick: (row: NewBankCredit) => T) => array(rows.map(pick));
  const inserted = await tx.execute<{ id: string; bank_key: string }>(sql`insert into bank_credits (bank_key,
      entry_id, import_id, imported_by, imported_at, amount_cents, booking_date, reference, reference_type, bank_reference,
      debtor_name, debtor_iban, message, outcome, reason)
    select v.bank_key, v.entry_id, ${meta.importId}::uuid, ${meta.importedBy}, ${meta.importedAt}, v.amount_cents,
      v.booking_date, v.reference, v.reference_type, v.bank_reference, v.debtor_name, v.debtor_iban, v.message,
      v.outcome, v.reason
    from unnest(${column((r) => r.key)}::text[], ${column((r) => r.entryId)}::uuid[],
      ${column((r) => r.credit.amountCents)}::int[],
      ${column((r) => r.credit.bookingDate)}::date[], ${column((r) => r.credit.reference?.value ?? null)}::text[],
      ${column((r) => r.credit.reference?.type ?? null)}::text[], ${column((r) => r.credit.bankReference)}::text[],
      ${column((r) => r.credit.debtorName)}::text[], ${column((r) => r.credit.debtorIban)}::text[],
      ${column((r) => r.credit.message)}::text[], ${column((r) => r.outcome)}::text[],
      ${column((r) => r.reason)}::text[])
      as v(bank_key, entry_id, amount_cents, booking_date, reference, reference_type, bank_reference, debtor_name,
        debtor_iban, message, outcome, reason)
    returning id::text, bank_key`);
  return new Map(inserted.rows.map((row) => [row.bank_key, row.id]));
}
