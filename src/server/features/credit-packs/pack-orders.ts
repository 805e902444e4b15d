import { sql } from 'drizzle-orm';
import type {
  AdminPackOrder,
  AdminPackOrdersPage,
  PackOrdersQuery,
} from '../../../domain/payments/credit-packs-admin-api';
import { PACK_PRODUCT_ID } from '../../../domain/shop-catalogue';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors';

// Shop orders of "Abo 10+1" (paid on site) and the packs that fulfil them: an order is open while no pack names
// it (credit_packs.shop_order_id, unique), so /admin/abo lists what still waits for a grant.

/** The order's "Abo 10+1" lines summed: how many packs, and what they cost. */
const packLines = sql`(select coalesce(sum((i->>'quantity')::int), 0) as quantity,
    coalesce(sum((i->>'lineTotalCents')::int), 0) as price_cents
  from jsonb_array_elements(o.items) i where i->>'productId' = ${PACK_PRODUCT_ID})`;

interface OrderRow extends Record<string, unknown> {
  id: string;
  parent_id: string;
  parent_name: string;
  parent_email: string;
  created_at: Date | string;
  quantity: number;
  price_cents: number;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** Open pack orders of every parent (or one), oldest first: the longest waiting are granted first. */
export async function selectOpenPackOrders(
  db: DbOrTx,
  { parentId, page, pageSize }: PackOrdersQuery,
): Promise<AdminPackOrdersPage> {
  const result = await db.execute<OrderRow>(sql`select o.id, o.parent_id, o.parent_name, o.parent_email,
      o.created_at, l.quantity::int as quantity, l.price_cents::int as price_cents
    from shop_orders o cross join lateral ${packLines} l
    where o.parent_id is not null and l.quantity > 0
      and not exists (select 1 from credit_packs p where p.shop_order_id = o.id)
      ${parentId ? sql`and o.parent_id = ${parentId}` : sql``}
    order by o.created_at, o.id limit ${pageSize + 1} offset ${(page - 1) * pageSize}`);
  const items: AdminPackOrder[] = result.rows.slice(0, pageSize).map((row) => ({
    orderId: row.id,
    parentId: row.parent_id,
    parentName: row.parent_name,
    parentEmail: row.parent_email,
    orderedAt: isoOf(row.created_at),
    quantity: row.quantity,
    priceCents: row.price_cents,
  }));
  return { items, page, pageSize, hasMore: result.rows.length > pageSize };
}

/**
 * Locks the parent's order of "Abo 10+1" for its grant, so two admins granting it at once run one after the
 * other; answers the pack (and the grant key it was made with) that fulfils it already, if any.
 */
export async function lockPackOrder(
  tx: Tx,
  orderId: string,
  parentId: string,
): Promise<{ packId: string; grantKey: string | null } | null> {
  const locked = await tx.execute<{ quantity: number }>(sql`select l.quantity::int as quantity
    from shop_orders o cross join lateral ${packLines} l
    where o.id = ${orderId} and o.parent_id = ${parentId} for update of o`);
  if (!locked.rows[0] || locked.rows[0].quantity <= 0) throw new AppError('SHOP_ORDER_NOT_PACK', 409);
  const fulfilled = await tx.execute<{ id: string; grant_key: string | null }>(
    sql`select id, grant_key from credit_packs where shop_order_id = ${orderId}`,
  );
  const pack = fulfilled.rows[0];
  return pack ? { packId: pack.id, grantKey: pack.grant_key } : null;
}
