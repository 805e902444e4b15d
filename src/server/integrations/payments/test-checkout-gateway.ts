import { createHash, randomUUID } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway';

// The built-in test checkout (no STRIPE_SECRET_KEY, never in production): the "checkout" is our own page
// /testzahlung/:id with pay / fail / cancel buttons (features/test-checkout), which completes through the same
// fulfilment as a Stripe webhook. There is no provider to re-read and no webhook; refunds succeed at once.

export const TEST_CHECKOUT_PREFIX = 'test_cs_';

/** The test checkout's stand-in for a PaymentIntent id, so refunds of test payments take the card path. */
export function testPaymentIntentId(checkoutId: string): string {
  return `test_pi_${checkoutId.slice(TEST_CHECKOUT_PREFIX.length)}`;
}

function testCheckoutPath(checkoutId: string): string {
  return `/testzahlung/${checkoutId}`;
}

export function createTestCheckoutGateway(appUrl: string): PaymentGateway {
  return {
    kind: 'test',
    async openCheckout() {
      const id = `${TEST_CHECKOUT_PREFIX}${randomUUID()}`;
      return { id, url: `${appUrl}${testCheckoutPath(id)}` };
    },
    async createPaymentLink(request) {
      // The link is a test checkout of its own, named after the idempotency key: asked twice, the same link.
      const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32);
      const id = `${TEST_CHECKOUT_PREFIX}${digest}`;
      return { id, url: `${appUrl}${testCheckoutPath(id)}`, checkoutId: id };
    },
    async readPaymentLink() {
      return null;
    },
    async deactivatePaymentLink() {},
    async readCheckout() {
      return null;
    },
    async readPaymentIntent() {
      return null;
    },
    async refund(request) {
      return { id: `test_re_${randomUUID()}`, amountCents: request.amountCents };
    },
    verifyWebhook() {
      return null;
    },
  };
}
