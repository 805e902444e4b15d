import { eq } from 'drizzle-orm';
import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import { campRefundDisplay } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import { campPayments } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { adminPaymentOf } from './admin-payment-move';

/** Refunds tab "Bestätigen": the money of a camp paid by hand was paid back; the parent now sees "Erstattet". */
export async function confirmCampRefund(ctx: AppContext, adminId: string, id: string): Promise<AdminPayment> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const [payment] = await tx.select().from(campPayments).where(eq(campPayments.id, id)).for('update');
    if (!payment) throw notFound();
    if (campRefundDisplay(payment)?.state !== 'IN_PROGRESS') throw new AppError('REFUND_NOT_PENDING', 409);
    const now = ctx.clock.now();
    await tx
      .update(campPayments)
      .set({ manualRefundCompletedAt: now, updatedAt: now })
      .where(eq(campPayments.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.refund_confirm',
      subject: { type: 'payment', id },
      details: { kind: 'camp', amountCents: payment.refundCents },
      at: now,
    });
    return adminPaymentOf(tx, 'camp', id, now);
  });
}
