import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { ManualPaymentMethod } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import { moveAsAdmin } from './admin-payment-move';

/**
 * "Als bezahlt markieren": an open or failed payment was paid by hand (TWINT by hand, cash, gratis, voucher).
 * The row lock orders it against the parent's online payment: whichever commits second finds it paid (the
 * online money is then kept as unmatched for review, fulfil-checkout.ts).
 */
export function markPaymentPaid(
  ctx: AppContext,
  adminId: string,
  { kind, id, method }: { kind: PayableKind; id: string; method: ManualPaymentMethod },
): Promise<AdminPayment> {
  return moveAsAdmin(ctx, { kind, id }, (payment, now) => ({
    move: 'MARK_PAID',
    record: { method, paidAt: now },
    audit: {
      actorId: adminId,
      action: 'payment.mark_paid',
      details: { kind, method, from: payment.status, amountCents: payment.amountCents },
    },
  }));
}
