import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { adminPaymentOf } from './admin-payment-move';
import { settleWithCredit } from './settle-with-credit';

/**
 * "Mit Guthaben verrechnen": a CHF 25 training or camp payment settled with one credit of the family's
 * oldest-expiring active pack, through the settlement the parent's "Mit Guthaben bezahlen" uses (the last credit
 * pays once), audited with the pack it took.
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
    const result = await settleWithCredit(ctx, tx, id, now, kind, {
      actorId: adminId,
      action: 'payment.settle_credit',
      details: { kind },
    });
    if (!result.settled) {
      if (result.reason === 'NOT_FOUND') throw notFound();
      throw new AppError('CREDIT_NOT_APPLICABLE', 409, { reason: result.reason });
    }
    return adminPaymentOf(tx, kind, id, now);
  });
}
