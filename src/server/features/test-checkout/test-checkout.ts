import { and, eq } from 'drizzle-orm';
import { checkoutLineMessages } from '../../../domain/messages/payment-screens';
import type {
  CheckoutResult,
  TestCheckoutOutcome,
  TestCheckoutResponse,
  TestCheckoutView,
} from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { checkoutSessions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { type PaidWith, testPaymentIntentId } from '../../integrations/payments';
import { findFamilyPayable } from '../payments/family-queries';
import type { Completion } from '../payments/fulfil-checkout';
import { fulfilKeepingUnmatched } from '../payments/keep-unmatched';
import { payableKindOf } from '../payments/payable-tables';
import { checkoutLine } from '../payments/start-payment-checkout';

// The built-in test checkout ("Testzahlung"): what a Stripe Checkout page does, on a page of our own, for
// development, demos and end-to-end tests. Pay / fail / cancel complete through the same fulfilment a Stripe
// webhook runs. It exists only while the test gateway is configured, which production never allows; a parent
// sees only the checkouts they opened.

async function ownCheckout(ctx: AppContext, userId: string, checkoutId: string) {
  if (ctx.payments.kind !== 'test') throw notFound();
  const [checkout] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.parentId, userId)));
  if (!checkout) throw notFound();
  return checkout;
}

export async function viewTestCheckout(
  ctx: AppContext,
  userId: string,
  checkoutId: string,
): Promise<TestCheckoutView> {
  const checkout = await ownCheckout(ctx, userId, checkoutId);
  const kind = payableKindOf(checkout.kind);
  const payable =
    kind && checkout.paymentId
      ? await findFamilyPayable(ctx.db, userId, kind, checkout.paymentId)
      : undefined;
  return {
    id: checkout.id,
    description: payable ? checkoutLine(payable) : checkoutLineMessages.pack,
    amountCents: checkout.amountCents,
    status: checkout.status,
  };
}

const completions: Record<
  TestCheckoutOutcome,
  (id: string, amountCents: number, paidWith: PaidWith) => Completion
> = {
  paid: (id, amountCents, paidWith) => ({
    result: 'paid',
    paidWith,
    paymentIntentId: testPaymentIntentId(id),
    amountCents,
  }),
  failed: (id) => ({ result: 'failed', paymentIntentId: testPaymentIntentId(id) }),
  // Leaving Stripe's page leaves the session open until it expires; the test checkout closes it at once.
  cancelled: () => ({ result: 'expired' }),
};

const results: Record<TestCheckoutOutcome, CheckoutResult> = {
  paid: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
};

export async function completeTestCheckout(
  ctx: AppContext,
  userId: string,
  checkoutId: string,
  request: { outcome: TestCheckoutOutcome; paidWith: PaidWith },
): Promise<TestCheckoutResponse> {
  const checkout = await ownCheckout(ctx, userId, checkoutId);
  if (checkout.status === 'complete' || checkout.status === 'expired')
    throw new AppError('CHECKOUT_CLOSED', 409);
  const completion = completions[request.outcome](checkout.id, checkout.amountCents, request.paidWith);
  await inRetriedTransaction(ctx.db, (tx) =>
    fulfilKeepingUnmatched(tx, ctx, { checkoutId: checkout.id, completion }, 'checkout.test'),
  );
  const [after] = await ctx.db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkout.id));
  return { status: after?.status ?? checkout.status, result: results[request.outcome] };
}
