import { sql } from 'drizzle-orm';
import type { UnmatchedMoney, UnmatchedMoneyPage } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { DbOrTx } from '../../db/client';

// Money that matched no payment (keep-unmatched.ts and the webhook keep it in stripe_events as 'unmatched'), for
// the admin: the checkout it came through, its amount and the parent when known, and what was done with it.

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A return or test-checkout row names its checkout; a webhook row carries the Stripe session it is about. */
export const checkoutIdOf = sql`coalesce(e.payload->>'checkoutId', e.payload->'data'->'object'->>'id')`;

interface Row extends Record<string, unknown> {
  id: string;
  received_at: string;
  amount_cents: number | null;
  checkout_id: string | null;
  parent_email: string | null;
  note: string | null;
  resolution: 'ASSIGNED' | 'REFUNDED' | null;
  payment_kind: PayableKind | null;
  payment_id: string | null;
  resolved_at: string | null;
}

function selectRows(where: ReturnType<typeof sql>) {
  return sql`select e.id, ${iso('e.received_at')} as received_at, e.note, ${checkoutIdOf} as checkout_id,
      coalesce(cs.amount_cents, (e.payload->'data'->'object'->>'amount_total')::int) as amount_cents,
      coalesce(pr.email, e.payload->'data'->'object'->'customer_details'->>'email') as parent_email,
      r.resolution, r.payment_kind, r.payment_id::text, ${iso('r.resolved_at')} as resolved_at
    from stripe_events e
    left join checkout_sessions cs on cs.id = ${checkoutIdOf}
    left join profiles pr on pr.id = cs.parent_id
    left join unmatched_resolutions r on r.stripe_event_id = e.id
    where e.outcome = 'unmatched' and ${where}`;
}

function toUnmatched(row: Row): UnmatchedMoney {
  return {
    id: row.id,
    receivedAt: row.received_at,
    amountCents: row.amount_cents,
    checkoutId: row.checkout_id,
    parentEmail: row.parent_email,
    note: row.note,
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
    order by (r.resolution is not null), e.received_at desc, e.id
    limit ${pageSize + 1} offset ${(page - 1) * pageSize}`);
  return {
    items: result.rows.slice(0, pageSize).map(toUnmatched),
    page,
    pageSize,
    hasMore: result.rows.length > pageSize,
  };
}

export async function selectUnmatched(db: DbOrTx, id: string): Promise<UnmatchedMoney | undefined> {
  const result = await db.execute<Row>(selectRows(sql`e.id = ${id}`));
  const row = result.rows[0];
  return row ? toUnmatched(row) : undefined;
}
