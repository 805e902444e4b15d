import { bookingMessages } from '../../../domain/messages/bookings';
import { checkoutLineMessages } from '../../../domain/messages/payment-screens';
import type { CheckoutLinkResponse, PaymentCheckoutRequest } from '../../../domain/payments/payments-api';
import { canPayOnline } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { type FamilyPayable, findFamilyPayable } from './family-queries';
import { openCheckout } from './open-checkout';
import { checkoutKindOf } from './payable-tables';

// "Online bezahlen" (parent-portal.md section 7, stripe-create-payment-link): a checkout link for one open or
// failed payment of the family; another family's payment is unknown (404).

export function checkoutLine(payment: FamilyPayable): string {
  const child = payment.childName ?? bookingMessages.unknownChild;
  const title = payment.title ?? bookingMessages.unknownCamp;
  if (payment.kind === 'training') {
    const start = payment.date instanceof Date ? payment.date : null;
    return start ? checkoutLineMessages.training(title, start, child) : `${title} – ${child}`;
  }
  return payment.kind === 'camp'
    ? checkoutLineMessages.camp(title, child)
    : checkoutLineMessages.campFee(title, child);
}

export async function startPaymentCheckout(
  ctx: AppContext,
  user: { id: string; email: string },
  request: PaymentCheckoutRequest,
): Promise<CheckoutLinkResponse> {
  const payment = await findFamilyPayable(ctx.db, user.id, request.kind, request.paymentId);
  if (!payment) throw notFound();
  if (!canPayOnline(payment.status) || payment.amountCents <= 0)
    throw new AppError('PAYMENT_NOT_PAYABLE', 409);
  return openCheckout(ctx, {
    reference: { kind: checkoutKindOf[payment.kind], paymentId: payment.id, parentId: user.id },
    amountCents: payment.amountCents,
    description: checkoutLine(payment),
    customerEmail: user.email,
  });
}
