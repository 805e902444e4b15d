import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { settleWithCredit } from '../bookings/settle-with-credit';
import { adminPaymentOf } from './admin-payment-move';
import { queueLinkDeactivation } from './deactivate-payment-link';

/**
 * "Mit Guthaben verrechnen": a CHF 25 training or camp payment settled with one credit of the family's
 * oldest-expiring active pack, through the settlement the parent's "Mit Guthaben bezahlen" uses (the last credit
 * pays once).
 */
export async function settlePaymentAsAdmin(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<AdminPayment> {
  // A cancellation fee is what a cancellation kept, not an offer's price: credit does not pay it.
  if (kind === 'campFee') throw new AppError('CREDIT_NOT_APPLICABLE', 409, { reason: 'NOT_SETTLEABLE' });
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const result = await settleWithCredit(tx, id, now, kind);
    if (!result.settled) {
      if (result.reason === 'NOT_FOUND') throw notFound();
      throw new AppError('CREDIT_NOT_APPLICABLE', 409, { reason: result.reason });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.settle_credit',
      subject: { type: 'payment', id },
      details: { kind, packId: result.packId },
      at: now,
    });
    await queueLinkDeactivation(ctx, tx, result.paymentLinkId);
    return adminPaymentOf(tx, kind, id, now);
  });
}
