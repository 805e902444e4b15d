import { Hono } from 'hono';
import { paymentEndpoints as endpoints } from '../../../domain/payments/payment-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { checkoutIdParam } from './checkout-param';
import { countFamilyUnpaid } from './family-queries';
import { paymentHistory } from './history';
import { paymentsOverview } from './overview';
import { payWithCredit } from './pay-with-credit';
import { startPaymentCheckout } from './start-payment-checkout';
import { syncOwnCheckout } from './sync-checkout';

// /zahlungen and the dashboard card, for a signed-in parent (src/domain/payments/payment-endpoints.ts): everything
// is the family's own (404 otherwise).
export function paymentsRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/payments/*', requireParent);

  serve(routes, endpoints.overview, async (c) => paymentsOverview(ctx, c.get('user').id));

  serve(routes, endpoints.history, async (c, { query }) =>
    paymentHistory(ctx, c.get('user').id, query.cursor),
  );

  serve(routes, endpoints.openCount, async (c) => {
    const { open, failed } = await countFamilyUnpaid(ctx.db, c.get('user').id);
    return { count: open, failed };
  });

  serve(routes, endpoints.checkout, async (c, { body }) => startPaymentCheckout(ctx, c.get('user'), body));

  serve(routes, endpoints.syncCheckout, async (c) =>
    syncOwnCheckout(ctx, c.get('user').id, checkoutIdParam(c)),
  );

  serve(routes, endpoints.payWithCredit, async (c, { body }) =>
    payWithCredit(ctx, c.get('user').id, body.paymentId),
  );

  return routes;
}
