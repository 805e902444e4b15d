import type { AssignUnmatchedRequest } from '../../../domain/payments/admin-payments-api';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { lockPayable } from './admin-payment-move';
import { assertMayMove, type MoveRecord, movePayment } from './payment-state';

/**
 * Pays an open payment with money that matched nothing, Stripe's or the bank's (decisions 026, 035), inside the
 * caller's transaction after it claimed that money: the payment is locked and must be payable for exactly the
 * amount; `paid` says how it came in (online or by bank) and the columns that say how it was paid. Audited; the
 * payment's link takes no second payment.
 */
export async function payFromUnmatched(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  money: { adminId: string; listId: string; amountCents: number; at: Date },
  target: AssignUnmatchedRequest,
  paid: { move: 'PAY_ONLINE' | 'PAY_BY_BANK'; record: MoveRecord },
): Promise<void> {
  const payment = await lockPayable(tx, target.kind, target.paymentId);
  // A payment no longer open is refused before a wrong amount, as the admin sees it first.
  assertMayMove(paid.move, payment, paid.record);
  if (payment.amountCents !== money.amountCents) throw new AppError('UNMATCHED_AMOUNT_MISMATCH', 409);
  await movePayment(ctx, tx, {
    kind: target.kind,
    move: paid.move,
    payment,
    record: paid.record,
    at: money.at,
    audit: {
      actorId: money.adminId,
      action: 'unmatched.assign',
      subject: { type: 'unmatched', id: money.listId },
      details: { kind: target.kind, paymentId: target.paymentId, amountCents: money.amountCents },
    },
  });
}
