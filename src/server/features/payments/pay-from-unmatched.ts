import { type SQL, sql } from 'drizzle-orm';
import type { AssignUnmatchedRequest } from '../../../domain/payments/admin-payments-api';
import { canMarkPaid } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { lockPayable } from './admin-payment-move';
import { queueLinkDeactivation } from './deactivate-payment-link';
import { payableTables } from './payable-tables';

/**
 * Pays an open payment with money that matched nothing, Stripe's or the bank's (decisions 026, 035), inside the
 * caller's transaction after it claimed that money: the payment is locked and must be payable for exactly the
 * amount; `paid` names the columns that say how it was paid. Audited; the payment's link takes no second payment.
 */
export async function payFromUnmatched(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  money: { adminId: string; listId: string; amountCents: number; at: Date },
  target: AssignUnmatchedRequest,
  paid: SQL,
): Promise<void> {
  const payment = await lockPayable(tx, target.kind, target.paymentId);
  if (!canMarkPaid(payment)) throw new AppError('PAYMENT_NOT_PAYABLE', 409, { status: payment.status });
  if (payment.amount_cents !== money.amountCents) throw new AppError('UNMATCHED_AMOUNT_MISMATCH', 409);
  await tx.execute(sql`update ${payableTables[target.kind]} set status = 'SUCCEEDED', ${paid},
    updated_at = ${money.at} where id = ${target.paymentId}`);
  await recordAudit(tx, {
    actorId: money.adminId,
    action: 'unmatched.assign',
    subject: { type: 'unmatched', id: money.listId },
    details: { kind: target.kind, paymentId: target.paymentId, amountCents: money.amountCents },
    at: money.at,
  });
  await queueLinkDeactivation(ctx, tx, payment.stripe_payment_link_id);
}
