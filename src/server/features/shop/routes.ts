import { Hono } from 'hono';
import { shopEndpoints } from '../../../domain/shop-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { admitOrder } from './admit-order';
import { loadShopCatalogue } from './catalogue';
import { placeOrder } from './place-order';

// The shop (src/domain/shop-endpoints.ts); five orders an hour at most (admit-order.ts).
export function shopRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/shop/*', requireParent);
  serve(routes, shopEndpoints.catalogue, async () => ({ products: await loadShopCatalogue(ctx.db) }));
  serve(routes, shopEndpoints.placeOrder, async (c, { body }) => {
    await admitOrder(ctx, c.get('user').id);
    return { order: await placeOrder(ctx, c.get('user'), body) };
  });
  return routes;
}
