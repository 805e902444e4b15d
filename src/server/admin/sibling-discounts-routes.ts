import { Hono } from 'hono';
import { adminSiblingDiscountEndpoints as endpoints } from '../../domain/pricing/family-price-endpoints';
import type { AppContext } from '../context';
import { listSiblingDiscountRules, setSiblingDiscountRule } from '../features/pricing/sibling-discount-rules';
import { serve } from '../http/endpoint-routes';

// /api/admin/sibling-discounts (decision 053): the family prices' rules, on the camps page's card.
export function adminSiblingDiscountsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, () => listSiblingDiscountRules(ctx.db, ctx.clock.now()));
  serve(routes, endpoints.set, (c, { body }) => setSiblingDiscountRule(ctx, c.get('user').id, body));
  return routes;
}
