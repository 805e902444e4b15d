import { Hono } from 'hono';
import {
  type ShopCatalogueResponse,
  type ShopOrderResponse,
  shopOrderRequestSchema,
} from '../../../domain/shop-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { admitOrder } from './admit-order';
import { loadShopCatalogue } from './catalogue';
import { placeOrder } from './place-order';

//   GET  /api/shop/catalogue  -> {products}
//   POST /api/shop/orders     {parent: {name, phone}, items, total} -> 201 {order}; 422 ORDER_INVALID {problems};
//                             429 RATE_LIMITED beyond five an hour (admit-order.ts)
export function shopRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/catalogue', async (c) => {
      const body: ShopCatalogueResponse = { products: await loadShopCatalogue(ctx.db) };
      return c.json(body);
    })
    .post('/orders', async (c) => {
      const input = shopOrderRequestSchema.parse(await readJsonBody(c));
      await admitOrder(ctx, c.get('user').id);
      const body: ShopOrderResponse = { order: await placeOrder(ctx, c.get('user'), input) };
      return c.json(body, 201);
    });
}
