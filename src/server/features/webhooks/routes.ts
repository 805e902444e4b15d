import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { handleStripeWebhook } from './stripe-webhook';

// Provider callbacks. Public by nature: Stripe signs each request, and the signature is the authorisation.
export function webhookRoutes(ctx: AppContext) {
  return new Hono().post('/stripe', async (c) => {
    // The signature covers the exact bytes Stripe sent: read them raw, never as parsed JSON.
    const rawBody = Buffer.from(await c.req.arrayBuffer());
    const answer = await handleStripeWebhook(ctx, rawBody, c.req.header('stripe-signature'));
    return c.json(answer);
  });
}
