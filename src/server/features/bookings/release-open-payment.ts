import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campCancellationFees, campPayments, creditConsumptions, payments } from '../../db/schema';

// Decision 007 (docs/decisions/007-unpaid-cancellation.md): a registration cancelled before anything was paid
// owes nothing, so its open (or failed) payment is deleted. "Open" then needs no extra rule anywhere: every
// REQUIRES_PAYMENT row is money still owed. Decision 029 amends it for trainings: cancelled late, the unpaid
// payment is owed and kept (keep-late-cancellation-fee.ts), so it is released only on time.

/**
 * Deletes an unpaid training payment; reverted credit consumptions keep their ledger row without the link. Answers
 * the admin's payment link of the deleted payment, for the caller to retire (deactivate-payment-link.ts).
 */
export async function releaseOpenTrainingPayment(tx: Tx, paymentId: string): Promise<string | null> {
  await tx
    .update(creditConsumptions)
    .set({ paymentId: null })
    .where(and(eq(creditConsumptions.paymentId, paymentId), isNotNull(creditConsumptions.revertedAt)));
  const [deleted] = await tx
    .delete(payments)
    .where(eq(payments.id, paymentId))
    .returning({ linkId: payments.stripePaymentLinkId });
  return deleted?.linkId ?? null;
}

/**
 * Deletes an unpaid camp payment, unless a cancellation fee of an earlier booking refers to it; reverted credit
 * consumptions keep their ledger row without the link. Answers its link.
 */
export async function releaseOpenCampPayment(tx: Tx, campPaymentId: string): Promise<string | null> {
  const [fee] = await tx
    .select({ id: campCancellationFees.id })
    .from(campCancellationFees)
    .where(eq(campCancellationFees.campPaymentId, campPaymentId))
    .limit(1);
  if (fee) return null;
  await tx
    .update(creditConsumptions)
    .set({ campPaymentId: null })
    .where(
      and(eq(creditConsumptions.campPaymentId, campPaymentId), isNotNull(creditConsumptions.revertedAt)),
    );
  const [deleted] = await tx
    .delete(campPayments)
    .where(eq(campPayments.id, campPaymentId))
    .returning({ linkId: campPayments.stripePaymentLinkId });
  return deleted?.linkId ?? null;
}
