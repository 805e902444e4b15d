import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { canReset } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import { inRetriedTransaction } from '../../db/transaction';
import { adminPaymentOf, lockPayable } from './admin-payment-move';
import { movePayment } from './payment-state';

/**
 * "Zurücksetzen": a refunded or failed payment (RESET), or one recorded as paid by hand (REOPEN), is open again
 * with no method and no payment-provider references. Money paid online cannot be un-recorded here: it goes back by
 * refund. A link made before the payment was paid stays dead: a reset payment gets a link of its own.
 */
export async function resetPayment(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<AdminPayment> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const payment = await lockPayable(tx, kind, id);
    const now = ctx.clock.now();
    await movePayment(ctx, tx, {
      kind,
      move: canReset(payment) ? 'RESET' : 'REOPEN',
      payment,
      at: now,
      audit: {
        actorId: adminId,
        action: 'payment.reset',
        details: { kind, from: payment.status, method: payment.method },
      },
    });
    return adminPaymentOf(tx, kind, id, now);
  });
}
