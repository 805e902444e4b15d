import { z } from 'zod';
import { optionalMobile, requiredText } from './form-fields';
import { shopMessages } from './messages/shop';
import { type OrderProblem, orderLineSchema, type PricedOrderLine, type ShopProduct } from './shop';

// The contract of the shop endpoints (parent-portal.md sections 3, 5, 7 and 9), shared by the order form and the
// route (shop-endpoints.ts). The confirmation goes to the signed-in parent's account e-mail, so the body carries no
// e-mail address.

/** The app_settings key under which the provider keeps its own catalogue (checked with shopCatalogueSchema). */
export const SHOP_CATALOGUE_SETTING = 'shop.catalogue';

/** GET /shop/catalogue */
export interface ShopCatalogueResponse {
  products: ShopProduct[];
}

export const shopContactSchema = z.object({
  name: requiredText(shopMessages.nameRequired),
  phone: optionalMobile(),
});

/** POST /shop/orders: the lines as the parent chose them, and the total the browser showed (in cents). */
export const shopOrderRequestSchema = z.object({
  parent: shopContactSchema,
  items: z.array(orderLineSchema).max(100),
  total: z.number().int().min(0),
});
export type ShopOrderRequest = z.input<typeof shopOrderRequestSchema>;

/** POST /shop/orders (201) */
export interface ShopOrderResponse {
  order: { id: string; items: PricedOrderLine[]; total: number };
}

/** Details of the ORDER_INVALID error: what the server found wrong, line by line. */
export interface OrderInvalidDetails {
  problems: OrderProblem[];
}
