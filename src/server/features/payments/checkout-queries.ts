import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { checkoutSessions } from '../../db/schema';
import type { CheckoutReference } from '../../integrations/payments';

// A credit pack has no payment row until it is paid (paymentId null), so its checkouts match on a null paymentId.
// Reusing an open checkout (open-checkout.ts) and failing the latest one (stripe-webhook.ts) must agree on which
// checkouts belong to one reference.

/** SQL condition on `checkout_sessions`: the checkouts opened for this reference (kind, payment, parent). */
export function checkoutsOfReference(reference: CheckoutReference): SQL {
  const { kind, paymentId, parentId } = reference;
  return and(
    eq(checkoutSessions.kind, kind),
    paymentId ? eq(checkoutSessions.paymentId, paymentId) : isNull(checkoutSessions.paymentId),
    eq(checkoutSessions.parentId, parentId),
  ) as SQL;
}
