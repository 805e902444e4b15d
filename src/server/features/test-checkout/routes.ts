import { Hono } from 'hono';
import {
  type TestCheckoutResponse,
  type TestCheckoutView,
  testCheckoutRequestSchema,
} from '../../../domain/payments/payments-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { checkoutIdParam } from '../payments/checkout-param';
import { completeTestCheckout, viewTestCheckout } from './test-checkout';

export function testCheckoutRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/:checkoutId', async (c) => {
      const body: TestCheckoutView = await viewTestCheckout(ctx, c.get('user').id, checkoutIdParam(c));
      return c.json(body);
    })
    .post('/:checkoutId', async (c) => {
      const checkoutId = checkoutIdParam(c);
      const request = testCheckoutRequestSchema.parse(await readJsonBody(c));
      const body: TestCheckoutResponse = await completeTestCheckout(
        ctx,
        c.get('user').id,
        checkoutId,
        request,
      );
      return c.json(body);
    });
}
