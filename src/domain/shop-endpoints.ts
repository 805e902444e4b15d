import { defineEndpoint, typedAnswer } from './api/endpoint';
import { type ShopCatalogueResponse, type ShopOrderResponse, shopOrderRequestSchema } from './shop-api';

// The shop (shop-api.ts): the catalogue, and an order confirmed to the signed-in parent's account e-mail (422
// ORDER_INVALID with the problems line by line; 429 beyond five an hour).

export const shopEndpoints = {
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/shop/catalogue',
    response: typedAnswer<ShopCatalogueResponse>(),
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/shop/orders',
    status: 201,
    request: shopOrderRequestSchema,
    response: typedAnswer<ShopOrderResponse>(),
  }),
};
