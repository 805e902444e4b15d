import { Hono } from 'hono';
import { type CheckoutLinkResponse, packCheckoutRequestSchema } from '../../../domain/payments/payments-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { startPackCheckout } from './start-pack-checkout';

// POST /api/credit-packs/checkout. Buying a pack is a checkout as paying a registration is, so it lives with the other
// checkouts; the pack is granted when the checkout is paid (fulfil-checkout.ts).
export function creditPackRoutes(ctx: AppContext) {
  return new Hono().use('*', requireParent).post('/checkout', async (c) => {
    packCheckoutRequestSchema.parse(await readJsonBody(c));
    const body: CheckoutLinkResponse = await startPackCheckout(ctx, c.get('user'));
    return c.json(body, 201);
  });
}
