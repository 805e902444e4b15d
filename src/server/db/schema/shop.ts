import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { createdAt } from './columns';

/** One line of a shop order as the parent confirmed it (prices copied, so later catalogue changes do not alter it). */
export interface ShopOrderItem {
  productId: string;
  title: string;
  size: string | null;
  optionId: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** An order paid on site (cash or TWINT); the parent's contact details are copied as they were at ordering. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: text().references(() => profiles.id, { onDelete: 'set null' }),
    parentName: text().notNull(),
    parentEmail: text().notNull(),
    parentPhone: text(),
    items: jsonb().$type<ShopOrderItem[]>().notNull(),
    totalCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('shop_orders_total_cents_check', sql`${t.totalCents} > 0`),
    index('shop_orders_parent_id_idx').on(t.parentId),
    index('shop_orders_created_at_idx').on(t.createdAt),
  ],
);
