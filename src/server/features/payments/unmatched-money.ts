import { sql } from 'drizzle-orm';
import type { UnmatchedMoney, UnmatchedMoneyPage } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { BankCreditReason } from '../../../domain/payments/values';
import type { DbOrTx } from '../../db/client';

// Money that matched no payment, for the admin: at Stripe (keep-unmatched.ts and the webhook keep it in
// stripe_events as 'unmatched': the checkout it came through, its amount and the parent when known) or at the bank
// (bank_credits 'unmatched' from a statement import: the bank's details and why it matched nothing), and what was
// done with it.

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A return or test-checkout row names its checkout; a webhook row carries the Stripe session it is about. */
const checkoutIdOf = sql`coalesce(e.payload->>'checkoutId', e.payload->'data'->'object'->>'id')`;

interface Row extends Record<string, unknown> {
  id: string;
  source: 'stripe' | 'bank';
  received_at: string;
  amount_cents: number | null;
  checkout_id: string | null;
  parent_email: string | null;
  note: string | null;
  resolution: 'ASSIGNED' | 'REFUNDED' | 'RETURNED' | null;
  payment_kind: PayableKind | null;
  payment_id: string | null;
  resolved_at: string | null;
  booking_date: string | null;
  reference: string | null;
  bank_reference: string | null;
  debtor_name: string | null;
  debtor_iban: string | null;
  message: string | null;
  reason: BankCreditReason | null;
}

/** The prefix of a bank credit's id in the list: Stripe's ids ('evt_…', 'checkout.…') never start with it. */
export const BANK_CREDIT_ID_PREFIX = 'bank:';

function selectRows(where: ReturnType<typeof sql>) {
  return sql`select * from (select e.id, 'stripe' as source, e.received_at as received_ts,
      ${iso('e.received_at')} as received_at, e.note, ${checkoutIdOf} as checkout_id,
      coalesce(cs.amount_cents, (e.payload->'data'->'object'->>'amount_total')::int) as amount_cents,
      coalesce(pr.email, e.payload->'data'->'object'->'customer_details'->>'email') as parent_email,
      r.resolution, r.payment_kind, r.payment_id::text, ${iso('r.resolved_at')} as resolved_at,
      null::text as booking_date, null::text as reference, null::text as bank_reference, null::text as debtor_name,
      null::text as debtor_iban, null::text as message, null::text as reason
    from stripe_events e
    left join checkout_sessions cs on cs.id = ${checkoutIdOf}
    left join profiles pr on pr.id = cs.parent_id
    left join unmatched_resolutions r on r.stripe_event_id = e.id
    where e.outcome = 'unmatched'
    union all
    select ${BANK_CREDIT_ID_PREFIX} || b.id::text, 'bank', b.imported_at, ${iso('b.imported_at')}, null, null,
      b.amount_cents, pr.email, b.resolution, b.resolved_payment_kind, b.resolved_payment_id::text,
      ${iso('b.resolved_at')}, b.booking_date::text, b.reference, b.bank_reference, b.debtor_name, b.debtor_iban,
      b.message, b.reason
    from bank_credits b
    left join bank_references br on br.reference = b.reference
    left join profiles pr on pr.id = br.parent_id
    where b.outcome = 'unmatched') u where ${where}`;
}

function toUnmatched(row: Row): UnmatchedMoney {
  return {
    id: row.id,
    source: row.source,
    receivedAt: row.received_at,
    amountCents: row.amount_cents,
    checkoutId: row.checkout_id,
    parentEmail: row.parent_email,
    note: row.note,
    bank:
      row.source === 'bank' && row.booking_date
        ? {
            bookingDate: row.booking_date,
            reference: row.reference,
            bankReference: row.bank_reference,
            debtorName: row.debtor_name,
            debtorIban: row.debtor_iban,
            message: row.message,
            reason: row.reason,
          }
        : null,
    resolution:
      row.resolution && row.resolved_at
        ? {
            kind: row.resolution,
            paymentKind: row.payment_kind,
            paymentId: row.payment_id,
            resolvedAt: row.resolved_at,
          }
        : null,
  };
}

/** Unresolved first, then newest first: nothing is ever dropped from this list. */
export async function selectUnmatchedMoney(
  db: DbOrTx,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<UnmatchedMoneyPage> {
  const result = await db.execute<Row>(sql`${selectRows(sql`true`)}
    order by (u.resolution is not null), u.received_ts desc, u.id
    limit ${pageSize + 1} offset ${(page - 1) * pageSize}`);
  return {
    items: result.rows.slice(0, pageSize).map(toUnmatched),
    page,
    pageSize,
    hasMore: result.rows.length > pageSize,
  };
}

export async function selectUnmatched(db: DbOrTx, id: string): Promise<UnmatchedMoney | undefined> {
  const result = await db.execute<Row>(selectRows(sql`u.id = ${id}`));
  const row = result.rows[0];
  return row ? toUnmatched(row) : undefined;
}
