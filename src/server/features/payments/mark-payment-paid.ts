import { sql } from 'drizzle-orm';
import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { canMarkPaid, type ManualPaymentMethod } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { adminPaymentOf, lockPayable } from './admin-payment-move';
import { queueLinkDeactivation } from './deactivate-payment-link';
import { payableTables } from './payable-tables';

/**
 * "Als bezahlt markieren": an open or failed payment was paid by hand (TWINT by hand, cash, gratis, voucher).
 * The row lock orders it against the parent's online payment: whichever commits second finds it paid (the
 * online money is then kept as unmatched for review, fulfil-checkout.ts).
 */
export async function markPaymentPaid(
  ctx: AppContext,
  adminId: string,
  { kind, id, method }: { kind: PayableKind; id: string; method: ManualPaymentMethod },
): Promise<AdminPayment> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const payment = await lockPayable(tx, kind, id);
    if (!canMarkPaid(payment)) throw new AppError('PAYMENT_NOT_PAYABLE', 409, { status: payment.status });
    const now = ctx.clock.now();
    await tx.execute(sql`update ${payableTables[kind]} set status = 'SUCCEEDED', method = ${method},
      paid_at = ${now}, updated_at = ${now} where id = ${id}`);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.mark_paid',
      subject: { type: 'payment', id },
      details: { kind, method, from: payment.status, amountCents: payment.amount_cents },
      at: now,
    });
    // The admin's payment link must not take money for a payment that is no longer open.
    await queueLinkDeactivation(ctx, tx, payment.stripe_payment_link_id);
    return adminPaymentOf(tx, kind, id, now);
  });
}
