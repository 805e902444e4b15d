import { Hono } from 'hono';
import { paymentEndpoints as endpoints } from '../../../domain/payments/payment-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { startPackCheckout } from './start-pack-checkout';

// POST /api/credit-packs/checkout. Buying a pack is a checkout as paying a registration is, so it lives with the other
// checkouts; the pack is granted when the checkout is paid (fulfil-checkout.ts).
export function creditPackRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/credit-packs/*', requireParent);
  serve(routes, endpoints.packCheckout, async (c) => startPackCheckout(ctx, c.get('user')));
  return routes;
}
