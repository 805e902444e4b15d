import { Hono } from 'hono';
import { paymentEndpoints } from '../../../domain/payments/payment-endpoints';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { handleStripeWebhook } from './stripe-webhook';

// Provider callbacks. Public by nature: Stripe signs each request, and the signature is the authorisation.
export function webhookRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, paymentEndpoints.stripeWebhook, async (c) => {
    // The signature covers the exact bytes Stripe sent: read them raw, never as parsed JSON.
    const rawBody = Buffer.from(await c.req.arrayBuffer());
    return handleStripeWebhook(ctx, rawBody, c.req.header('stripe-signature'));
  });
  return routes;
}
