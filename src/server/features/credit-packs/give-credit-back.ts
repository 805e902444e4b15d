import { and, eq, isNull, sql } from 'drizzle-orm';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import { isPackUsable, packExpiry } from '../../../domain/payments/credit-packs';
import type { Tx } from '../../db/client';
import { creditConsumptions, creditPacks } from '../../db/schema';

// A credit given back: onto the pack it was spent from, or, where that pack can no longer be used, a one-credit pack
// of its own (origin REFUND, price 0: the spec's "free-credit refund pack"). A training cancelled on time
// (trainings/credit-refund.ts) and a refunded payment that was paid with credit (payments/refund-payment.ts) both
// give credit back this way.

/**
 * Reverts the credit consumption that paid the training (or, `kind` camp, the camp payment) and puts the credit
 * back on its pack, so every pack keeps remaining = total - active consumptions. Answers the pack when its credit
 * can be used again, else null (no consumption found, or the pack expired or was cancelled since): then the parent
 * gets a refund pack instead, so the credit is never lost.
 */
export async function restoreConsumedCredit(
  tx: Tx,
  paymentId: string,
  now: Date,
  kind: 'training' | 'camp' = 'training',
): Promise<string | null> {
  const paidBy = kind === 'camp' ? creditConsumptions.campPaymentId : creditConsumptions.paymentId;
  const [consumption] = await tx
    .select()
    .from(creditConsumptions)
    .where(and(eq(paidBy, paymentId), isNull(creditConsumptions.revertedAt)))
    .for('update');
  if (!consumption) return null;
  await tx
    .update(creditConsumptions)
    .set({ revertedAt: now })
    .where(eq(creditConsumptions.id, consumption.id));
  const [pack] = await tx
    .update(creditPacks)
    .set({ creditsRemaining: sql`${creditPacks.creditsRemaining} + ${consumption.qty}`, updatedAt: now })
    .where(eq(creditPacks.id, consumption.packId))
    .returning();
  return pack && isPackUsable(pack, now) ? pack.id : null;
}

export async function createRefundPack(
  tx: Tx,
  {
    parentId,
    paymentId,
    now,
    validityMonths,
  }: {
    parentId: string;
    /** The training payment the credit came back for; null for a camp payment (the pack names training payments). */
    paymentId: string | null;
    now: Date;
    validityMonths: number;
  },
): Promise<string> {
  const [pack] = await tx
    .insert(creditPacks)
    .values({
      parentId,
      totalCredits: 1,
      creditsRemaining: 1,
      unitValueCents: TRAINING_UNIT_CENTS,
      priceCentsPaid: 0,
      status: 'ACTIVE',
      origin: 'REFUND',
      originPaymentId: paymentId,
      createdAt: now,
      updatedAt: now,
      expiresAt: packExpiry(now, validityMonths),
    })
    .returning({ id: creditPacks.id });
  if (!pack) throw new Error('refund pack insert returned no row');
  return pack.id;
}
