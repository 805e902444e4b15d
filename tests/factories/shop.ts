import type { DbOrTx } from '../../src/server/db/client';
import { type ShopOrderItem, shopOrders, supportRequests } from '../../src/server/db/schema';
import { inserted } from './rows';

export type ShopOrder = typeof shopOrders.$inferSelect;

const SOCKS: ShopOrderItem = {
  productId: 'socks',
  title: 'Socken',
  size: null,
  optionId: 'white',
  quantity: 2,
  unitPriceCents: 1000,
  lineTotalCents: 2000,
};

/** `quantity` packs of "Abo 10+1" (CHF 250.00 each), as the default catalogue sells them. */
export function packOrderLine(quantity = 1): ShopOrderItem {
  return {
    productId: 'abo-10-plus-1',
    title: 'Abo 10+1',
    size: null,
    optionId: '10-plus-1',
    quantity,
    unitPriceCents: 25000,
    lineTotalCents: 25000 * quantity,
  };
}

/** An order (paid on site); the total is the sum of the lines unless given. */
export async function createShopOrder(
  db: DbOrTx,
  options: Partial<typeof shopOrders.$inferInsert> = {},
): Promise<ShopOrder> {
  const items = options.items ?? [SOCKS];
  return inserted(
    await db
      .insert(shopOrders)
      .values({
        parentName: 'Sandra Müller',
        parentEmail: 'sandra.mueller@example.ch',
        parentPhone: '+41 79 123 45 67',
        totalCents: items.reduce((sum, item) => sum + item.lineTotalCents, 0),
        ...options,
        items,
      })
      .returning(),
  );
}

export async function createSupportRequest(
  db: DbOrTx,
  options: Partial<typeof supportRequests.$inferInsert> = {},
): Promise<typeof supportRequests.$inferSelect> {
  return inserted(
    await db
      .insert(supportRequests)
      .values({
        email: 'sandra.mueller@example.ch',
        problem: 'Ich erhalte keinen Anmeldecode per E-Mail.',
        smartphone: 'iPhone 13, iOS 18',
        ...options,
      })
      .returning(),
  );
}
