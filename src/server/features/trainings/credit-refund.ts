import { eq } from 'drizzle-orm';
import type { TrainingRefundKind } from '../../../domain/bookings/training-cancellation';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { children, creditAwards } from '../../db/schema';
import { createRefundPack, restoreConsumedCredit } from '../credit-packs/give-credit-back';
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
