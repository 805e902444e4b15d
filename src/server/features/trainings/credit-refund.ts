import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TrainingRefundKind } from '../../../domain/bookings/training-cancellation';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import { isPackUsable, packExpiry } from '../../../domain/payments/credit-packs';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { children, creditAwards, creditConsumptions, creditPacks } from '../../db/schema';
import { type HeldPayment, movePayment } from '../payments/payment-state';

// An on-time cancellation of a paid training gives one credit back (parent-portal.md section 4). A training paid
// with credit gets that credit back on its pack (the consumption is marked reverted); one paid otherwise gets a
// one-credit pack at price 0 (origin REFUND: the spec's "free-credit refund pack"). Either way one credit_awards
// row records it; its unique rsvp_id makes a second refund of the same registration impossible.

interface Refund {
  rsvp: { id: string; sessionId: string; childId: string };
  payment: HeldPayment;
  refundKind: TrainingRefundKind;
  now: Date;
  /** CREDIT_PACK_VALIDITY_MONTHS: a refund pack lasts as long as a bought one (decision 010). */
  validityMonths: number;
}

export async function refundAsCredit(ctx: Pick<AppContext, 'jobs'>, tx: Tx, refund: Refund): Promise<void> {
  const { rsvp, payment, refundKind, now } = refund;
  const restoredPackId =
    refundKind === 'RESTORE_CONSUMED_CREDIT' ? await restoreConsumedCredit(tx, payment.id, now) : null;
  const [child] = await tx
    .select({ parentId: children.parentId })
    .from(children)
    .where(eq(children.id, rsvp.childId));
  if (!child) throw new Error('refund: child not found');
  const packId =
    restoredPackId ??
    (await createRefundPack(tx, {
      parentId: child.parentId,
      paymentId: payment.id,
      now,
      validityMonths: refund.validityMonths,
    }));
  await tx.insert(creditAwards).values({
    parentId: child.parentId,
    childId: rsvp.childId,
    sessionId: rsvp.sessionId,
    rsvpId: rsvp.id,
    packId,
    createdAt: now,
  });
  await movePayment(ctx, tx, { kind: 'training', move: 'REFUND', payment, at: now });
}

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
