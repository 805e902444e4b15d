import type { PayWithCreditResponse } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { findFamilyPayable } from './family-queries';
import { settleWithCredit } from './settle-with-credit';

// "Mit Guthaben bezahlen": one CHF 25 training payment of the family, settled with one credit through the same
// settlement the booking uses (row locks on the payment and the packs: the last credit pays exactly once).

export async function payWithCredit(
  ctx: AppContext,
  userId: string,
  paymentId: string,
): Promise<PayWithCreditResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    if (!(await findFamilyPayable(tx, userId, 'training', paymentId))) throw notFound();
    const result = await settleWithCredit(ctx, tx, paymentId, ctx.clock.now());
    if (result.settled) return { paymentId, status: 'SUCCEEDED', method: 'CREDIT' };
    if (result.reason === 'NOT_FOUND') throw notFound();
    throw new AppError('CREDIT_NOT_APPLICABLE', 409, { reason: result.reason });
  });
}
