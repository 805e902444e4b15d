import { CREDIT_PACK_CREDITS, TRAINING_UNIT_CENTS } from '../../../domain/constants';
import { packExpiry } from '../../../domain/payments/credit-packs';
import type { PaymentMethod } from '../../../domain/payments/status';
import type { Tx } from '../../db/client';
import { creditPacks } from '../../db/schema';

// A paid 10+1 checkout becomes one ACTIVE pack of 11 credits. The pack carries the checkout's id in its unique
// stripe_session_id, so however often the completion arrives (webhook retries, the test page clicked twice, a
// webhook racing the return page), the database holds one pack per checkout.

interface PackPurchase {
  checkoutId: string;
  parentId: string;
  paidCents: number;
  method: PaymentMethod;
  now: Date;
  /** CREDIT_PACK_VALIDITY_MONTHS (decision 008). */
  validityMonths: number;
}

/** Answers the new pack's id, or null when this checkout already has its pack. */
export async function grantPurchasedPack(tx: Tx, purchase: PackPurchase): Promise<string | null> {
  const [pack] = await tx
    .insert(creditPacks)
    .values({
      parentId: purchase.parentId,
      totalCredits: CREDIT_PACK_CREDITS,
      creditsRemaining: CREDIT_PACK_CREDITS,
      unitValueCents: TRAINING_UNIT_CENTS,
      priceCentsPaid: purchase.paidCents,
      status: 'ACTIVE',
      paymentMethod: purchase.method,
      stripeSessionId: purchase.checkoutId,
      origin: 'PURCHASE',
      createdAt: purchase.now,
      updatedAt: purchase.now,
      expiresAt: packExpiry(purchase.now, purchase.validityMonths),
    })
    .onConflictDoNothing({ target: creditPacks.stripeSessionId })
    .returning({ id: creditPacks.id });
  return pack?.id ?? null;
}
