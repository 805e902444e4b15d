import { CREDIT_PACK_PRICE_CENTS } from '../../../domain/constants';
import { checkoutLineMessages } from '../../../domain/messages/payment-screens';
import type { CheckoutLinkResponse } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { openCheckout } from './open-checkout';

// "Abo 10+1 kaufen" (parent-portal.md section 7, stripe-create-credit-pack-link {pack_type: TEN_PLUS_ONE}): a
// checkout for CHF 250; the pack of 11 credits is created when the checkout is paid (credit-packs/grant-pack.ts).
export function startPackCheckout(
  ctx: AppContext,
  user: { id: string; email: string },
): Promise<CheckoutLinkResponse> {
  return openCheckout(ctx, {
    reference: { kind: 'CREDIT_PACK', paymentId: null, parentId: user.id },
    amountCents: CREDIT_PACK_PRICE_CENTS,
    description: checkoutLineMessages.pack,
    customerEmail: user.email,
  });
}
