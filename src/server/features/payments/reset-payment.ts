import type { AdminPayment } from '../../../domain/payments/admin-payments-api';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { canReset } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import { moveAsAdmin } from './admin-payment-move';

/**
 * "Zurücksetzen": a refunded or failed payment (RESET), or one recorded as paid by hand (REOPEN), is open again
 * with no method and no payment-provider references. Money paid online cannot be un-recorded here: it goes back by
 * refund. A link made before the payment was paid stays dead: a reset payment gets a link of its own.
 */
export function resetPayment(
  ctx: AppContext,
  adminId: string,
  { kind, id }: { kind: PayableKind; id: string },
): Promise<AdminPayment> {
  return moveAsAdmin(ctx, { kind, id }, (payment) => ({
    move: canReset(payment) ? 'RESET' : 'REOPEN',
    audit: {
      actorId: adminId,
      action: 'payment.reset',
      details: { kind, from: payment.status, method: payment.method },
    },
  }));
}
