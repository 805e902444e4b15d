import type { AdminRefundResponse } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { adminPaymentOf } from './admin-payment-move';
import { refundPayment } from './refund-payment';

/**
 * "Rückerstatten" (stripe-refund): the refund service sends card and TWINT money back through Stripe under its
 * idempotency key, restores credit, or flags the manual return; the audit row is written in the transaction that
 * records the refund. A second click finds the payment refunded and is refused, with one money movement in all.
 */
export async function refundPaymentAsAdmin(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<AdminRefundResponse> {
  const answer = await refundPayment(ctx, {
    paymentId: id,
    kind,
    audit: (recorded) => ({
      actorId: adminId,
      action: 'payment.refund',
      details: {
        kind,
        method: recorded.payment_method,
        amountCents: recorded.refunded_cents,
        manualRefundRequired: recorded.manual_refund_required,
        creditRestored: recorded.credit_restored,
      },
    }),
  });
  return {
    payment: await adminPaymentOf(ctx.db, kind, id, ctx.clock.now()),
    manual_refund_required: answer.manual_refund_required,
    credit_restored: answer.credit_restored,
    payment_method: answer.payment_method,
  };
}
