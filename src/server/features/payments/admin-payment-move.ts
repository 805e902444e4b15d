import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { selectAdminPayment } from './admin-payment-queries';
import { type HeldPayment, lockPayment, movePayment, type PaymentMoveRequest } from './payment-state';

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

/**
 * An admin's move on one payment in a transaction of its own (retried on a serialization failure): the row locked,
 * the move, record and audit row the held payment calls for, and the payment as the list shows it after.
 */
export function moveAsAdmin(
  ctx: AppContext,
  { kind, id }: { kind: PayableKind; id: string },
  moveOf: (payment: HeldPayment, now: Date) => Pick<PaymentMoveRequest, 'move' | 'record' | 'audit'>,
): Promise<AdminPayment> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const payment = await lockPayable(tx, kind, id);
    const now = ctx.clock.now();
    await movePayment(ctx, tx, { kind, payment, at: now, ...moveOf(payment, now) });
    return adminPaymentOf(tx, kind, id, now);
  });
}
