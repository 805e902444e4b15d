import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../errors';
import { selectAdminPayment } from './admin-payment-queries';
import { type HeldPayment, lockPayment } from './payment-state';

// What every admin move on a payment shares: the row locked for the move's transaction (so a parent's online
// payment, a cancellation or a second admin waits and then sees the new state), and the answer after it.

export async function lockPayable(tx: Tx, kind: PayableKind, id: string): Promise<HeldPayment> {
  const payment = await lockPayment(tx, kind, id);
  if (!payment) throw notFound();
  return payment;
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
