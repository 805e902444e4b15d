import { Hono } from 'hono';
import {
  type CheckoutLinkResponse,
  type OpenPaymentsCount,
  type PaymentHistoryPage,
  type PaymentsOverview,
  type PayWithCreditResponse,
  paymentCheckoutRequestSchema,
  payWithCreditRequestSchema,
} from '../../../domain/payments/payments-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { checkoutIdParam } from './checkout-param';
import { countFamilyUnpaid } from './family-queries';
import { paymentHistory } from './history';
import { paymentsOverview } from './overview';
import { payWithCredit } from './pay-with-credit';
import { startPaymentCheckout } from './start-payment-checkout';
import { syncOwnCheckout } from './sync-checkout';

// /zahlungen and the dashboard card, for a signed-in parent: everything is the family's own (404 otherwise).
export function paymentsRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      const body: PaymentsOverview = await paymentsOverview(ctx, c.get('user').id);
      return c.json(body);
    })
    .get('/history', async (c) => {
      const body: PaymentHistoryPage = await paymentHistory(ctx, c.get('user').id, c.req.query('cursor'));
      return c.json(body);
    })
    .get('/open-count', async (c) => {
      const { open, failed } = await countFamilyUnpaid(ctx.db, c.get('user').id);
      const body: OpenPaymentsCount = { count: open, failed };
      return c.json(body);
    })
    .post('/checkout', async (c) => {
      const request = paymentCheckoutRequestSchema.parse(await readJsonBody(c));
      const body: CheckoutLinkResponse = await startPaymentCheckout(ctx, c.get('user'), request);
      return c.json(body, 201);
    })
    .post('/checkout/:checkoutId/sync', async (c) => {
      return c.json(await syncOwnCheckout(ctx, c.get('user').id, checkoutIdParam(c)));
    })
    .post('/credit', async (c) => {
      const { paymentId } = payWithCreditRequestSchema.parse(await readJsonBody(c));
      const body: PayWithCreditResponse = await payWithCredit(ctx, c.get('user').id, paymentId);
      return c.json(body);
    });
}
