import type { Tx } from '../../db/client';
import { recordAudit } from '../audit/record-audit';

/**
 * Money that matched nothing went back to whoever paid it, refunded through Stripe or returned by bank (decisions
 * 026, 035): audited with its amount, in the transaction that claims it.
 */
export function auditMoneySentBack(
  tx: Tx,
  sent: {
    adminId: string;
    listId: string;
    action: 'unmatched.refund' | 'unmatched.return';
    amountCents: number;
    at: Date;
  },
): Promise<void> {
  return recordAudit(tx, {
    actorId: sent.adminId,
    action: sent.action,
    subject: { type: 'unmatched', id: sent.listId },
    details: { amountCents: sent.amountCents },
    at: sent.at,
  });
}
