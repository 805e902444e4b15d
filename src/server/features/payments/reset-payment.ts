import { sql } from 'drizzle-orm';
import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { canReopen, canReset } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { adminPaymentOf, lockPayable } from './admin-payment-move';
import { queueLinkDeactivation } from './deactivate-payment-link';
import { payableTables } from './payable-tables';

/**
 * "Zurücksetzen": a refunded or failed payment, or one recorded as paid by hand, is open again with no method and
 * no payment-provider references. Money paid online cannot be un-recorded here: it goes back by refund.
 */
export async function resetPayment(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<AdminPayment> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const payment = await lockPayable(tx, kind, id);
    if (!canReset(payment) && !canReopen(payment)) {
      throw new AppError('PAYMENT_NOT_RESETTABLE', 409, { status: payment.status });
    }
    const now = ctx.clock.now();
    const table = payableTables[kind];
    await tx.execute(sql`update ${table} set status = 'REQUIRES_PAYMENT', method = null, paid_at = null,
      stripe_session_id = null, stripe_payment_link_id = null, stripe_payment_intent_id = null,
      bank_credit_id = null, updated_at = ${now} where id = ${id}`);
    if (kind === 'camp') {
      await tx.execute(
        sql`update ${table} set refund_cents = null, manual_refund_completed_at = null where id = ${id}`,
      );
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.reset',
      subject: { type: 'payment', id },
      details: { kind, from: payment.status, method: payment.method },
      at: now,
    });
    // A link made before the payment was paid stays dead: a reset payment gets a link of its own.
    await queueLinkDeactivation(ctx, tx, payment.stripe_payment_link_id);
    return adminPaymentOf(tx, kind, id, now);
  });
}
