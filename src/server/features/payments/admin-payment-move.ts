import { sql } from 'drizzle-orm';
import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payments/status';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../errors';
import { selectAdminPayment } from './admin-payment-queries';
import { payableTables } from './payable-tables';

// What every admin move on a payment shares: the row locked for the move's transaction (so a parent's online
// payment, a cancellation or a second admin waits and then sees the new state), and the answer after it.

export interface LockedPayable extends Record<string, unknown> {
  id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amount_cents: number;
  /** Deactivated once the move leaves the payment no longer open (create-payment-link.ts). */
  stripe_payment_link_id: string | null;
}

export async function lockPayable(tx: Tx, kind: PayableKind, id: string): Promise<LockedPayable> {
  const result = await tx.execute<LockedPayable>(
    sql`select id, status, method, amount_cents, stripe_payment_link_id from ${payableTables[kind]}
      where id = ${id} for update`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return row;
}

export async function adminPaymentOf(
  db: DbOrTx,
  kind: PayableKind,
  id: string,
  now: Date,
): Promise<AdminPayment> {
  const payment = await selectAdminPayment(db, kind, id, now);
  if (!payment) throw notFound();
  return payment;
}
