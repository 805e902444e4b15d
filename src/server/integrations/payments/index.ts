import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestCheckoutGateway } from './test-checkout-gateway';

export * from './payment-gateway';
export { testPaymentIntentId } from './test-checkout-gateway';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the test checkout, which production refuses to run. */
export function createPaymentGateway(
  config: Pick<
    Config,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'appUrl' | 'isProduction'
  >,
): PaymentGateway {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (config.isProduction) throw new Error('STRIPE_SECRET_KEY is required in production');
  return createTestCheckoutGateway(config.appUrl);
}
