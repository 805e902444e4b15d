import { z } from 'zod';
import { defineEndpoint, fileAnswer, typedAnswer } from '../api/endpoint';
import {
  type CheckoutLinkResponse,
  type OpenPaymentsCount,
  type PaymentHistoryPage,
  type PaymentsOverview,
  type PayWithCreditResponse,
  packCheckoutRequestSchema,
  paymentCheckoutRequestSchema,
  payWithCreditRequestSchema,
  type TestCheckoutResponse,
  type TestCheckoutView,
  testCheckoutRequestSchema,
} from './payments-api';

// /zahlungen and the dashboard card, for a signed-in parent (payments-api.ts): everything is the family's own, and
// anything else answers 404.

export const paymentEndpoints = {
  overview: defineEndpoint({ method: 'GET', path: '/payments', response: typedAnswer<PaymentsOverview>() }),
  /** One page, newest change first; the cursor is the previous page's `nextCursor`. */
  history: defineEndpoint({
    method: 'GET',
    path: '/payments/history',
    query: z.object({ cursor: z.string().optional() }),
    response: typedAnswer<PaymentHistoryPage>(),
  }),
  openCount: defineEndpoint({
    method: 'GET',
    path: '/payments/open-count',
    response: typedAnswer<OpenPaymentsCount>(),
  }),
  /** A checkout at Stripe (or the test checkout) for one open payment. */
  checkout: defineEndpoint({
    method: 'POST',
    path: '/payments/checkout',
    status: 201,
    request: paymentCheckoutRequestSchema,
    response: typedAnswer<CheckoutLinkResponse>(),
  }),
  /** A checkout for a 10+1 pack; the pack is granted when the checkout is paid (fulfil-checkout.ts). */
  packCheckout: defineEndpoint({
    method: 'POST',
    path: '/credit-packs/checkout',
    status: 201,
    request: packCheckoutRequestSchema,
    response: typedAnswer<CheckoutLinkResponse>(),
  }),
  /** Coming back from Stripe: the checkout read again at Stripe. */
  syncCheckout: defineEndpoint({
    method: 'POST',
    path: '/payments/checkout/:checkoutId/sync',
    response: typedAnswer<{ status: TestCheckoutView['status'] }>(),
  }),
  payWithCredit: defineEndpoint({
    method: 'POST',
    path: '/payments/credit',
    request: payWithCreditRequestSchema,
    response: typedAnswer<PayWithCreditResponse>(),
  }),
  /** The QR-bill of every open payment of the family, as one PDF. */
  qrBill: defineEndpoint({ method: 'GET', path: '/payments/qr-bill.pdf', response: fileAnswer }),
  /** The QR-bill of one open payment. */
  paymentQrBill: defineEndpoint({
    method: 'GET',
    path: '/payments/:kind/:id/qr-bill.pdf',
    response: fileAnswer,
  }),
  /** The built-in stand-in for Stripe's checkout page (never in production). */
  testCheckout: defineEndpoint({
    method: 'GET',
    path: '/test-checkout/:checkoutId',
    response: typedAnswer<TestCheckoutView>(),
  }),
  completeTestCheckout: defineEndpoint({
    method: 'POST',
    path: '/test-checkout/:checkoutId',
    request: testCheckoutRequestSchema,
    response: typedAnswer<TestCheckoutResponse>(),
  }),
  /**
   * Stripe's webhook: no session, the signature on the raw body is the authorisation, so the body is read as bytes
   * (no request schema). A replayed event answers `duplicate`.
   */
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/webhooks/stripe',
    response: z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string().nullable() }),
  }),
};
