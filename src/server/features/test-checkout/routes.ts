import { Hono } from 'hono';
import { paymentEndpoints as endpoints } from '../../../domain/payments/payment-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { checkoutIdParam } from '../payments/checkout-param';
import { completeTestCheckout, viewTestCheckout } from './test-checkout';

// The built-in test checkout (src/domain/payments/payment-endpoints.ts), for the signed-in parent's own checkouts.
export function testCheckoutRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/test-checkout/*', requireParent);
  serve(routes, endpoints.testCheckout, async (c) =>
    viewTestCheckout(ctx, c.get('user').id, checkoutIdParam(c)),
  );
  serve(routes, endpoints.completeTestCheckout, async (c, { body }) =>
    completeTestCheckout(ctx, c.get('user').id, checkoutIdParam(c), body),
  );
  return routes;
}
