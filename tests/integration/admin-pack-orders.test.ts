import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminPackOrdersPage } from '../../src/domain/payments/credit-packs-admin-api';
import { creditPacks } from '../../src/server/db/schema';
import { createParent, createShopOrder, packOrderLine } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, signedInAdmin } from './admin-fixtures';

// A shop order of "Abo 10+1" (paid on site) becomes credit through the admin's grant on /admin/abo: the grant names
// the order, which it fulfils once, even when two admins grant it at once; the open orders wait on the screen.

const t = setupTestApp();
const db = () => t.ctx.db;

const SOCKS = {
  productId: 'socks',
  title: 'Socken',
  size: null,
  optionId: 'white',
  quantity: 1,
  unitPriceCents: 1000,
  lineTotalCents: 1000,
};

async function packOrder(quantity = 1) {
  const parent = await createParent(db());
  const order = await createShopOrder(db(), {
    parentId: parent.id,
    parentName: `${parent.firstName} ${parent.lastName}`,
    parentEmail: parent.email,
    items: [packOrderLine(quantity), SOCKS],
  });
  return { parent, order };
}

async function openOrders(cookie: string, query = ''): Promise<AdminPackOrdersPage> {
  const response = await call(t, cookie, 'GET', `/admin/packs/orders?pageSize=100${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPackOrdersPage;
}

const grant = (cookie: string, body: Record<string, unknown>) =>
  call(t, cookie, 'POST', '/admin/packs', { grantKey: randomUUID(), method: 'CASH', ...body });

const packsOfOrder = (orderId: string) =>
  db().select().from(creditPacks).where(eq(creditPacks.shopOrderId, orderId));

describe('shop orders of "Abo 10+1" and the pack grant', () => {
  it('lists the open pack orders with their packs and price; orders without a pack are not listed', async () => {
    const { cookie } = await signedInAdmin(t);
    const { parent, order } = await packOrder(2);
    const other = await createParent(db());
    const socksOnly = await createShopOrder(db(), { parentId: other.id, items: [SOCKS] });

    const all = await openOrders(cookie);
    expect(all.items.find((o) => o.orderId === order.id)).toEqual({
      orderId: order.id,
      parentId: parent.id,
      parentName: order.parentName,
      parentEmail: parent.email,
      orderedAt: order.createdAt.toISOString(),
      quantity: 2,
      priceCents: 50000,
    });
    expect(all.items.some((o) => o.orderId === socksOnly.id)).toBe(false);
    const own = await openOrders(cookie, `&parentId=${encodeURIComponent(parent.id)}`);
    expect(own.items.map((o) => o.orderId)).toEqual([order.id]);
  });

  it('links the granted pack to the order, which then waits no more; the audit row names the order', async () => {
    const { cookie } = await signedInAdmin(t);
    const { parent, order } = await packOrder();

    const granted = await grant(cookie, { parentId: parent.id, shopOrderId: order.id });

    expect(granted.status).toBe(201);
    const [pack] = await packsOfOrder(order.id);
    expect(pack).toMatchObject({
      parentId: parent.id,
      origin: 'ADMIN',
      totalCredits: 11,
      priceCentsPaid: 25000,
    });
    expect((await openOrders(cookie)).items.some((o) => o.orderId === order.id)).toBe(false);
    expect(await auditRowsOf(t, 'pack', pack!.id)).toMatchObject([
      { action: 'pack.grant', details: { shopOrderId: order.id } },
    ]);
  });

  it('grants an order once when two admins grant it at once: the second reads a German refusal', async () => {
    const [first, second] = [await signedInAdmin(t), await signedInAdmin(t)];
    const { parent, order } = await packOrder();

    const answers = await Promise.all([
      grant(first.cookie, { parentId: parent.id, shopOrderId: order.id }),
      grant(second.cookie, { parentId: parent.id, shopOrderId: order.id, method: 'TWINT_MANUAL' }),
    ]);

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await errorOf(refused)).toMatchObject({ code: 'SHOP_ORDER_FULFILLED' });
    expect(await packsOfOrder(order.id)).toHaveLength(1);
    const all = await db().select().from(creditPacks).where(eq(creditPacks.parentId, parent.id));
    expect(all).toHaveLength(1);
  });

  it('answers the same grant sent again with its pack; a later grant of the order is refused', async () => {
    const { cookie } = await signedInAdmin(t);
    const { parent, order } = await packOrder();
    const body = { grantKey: randomUUID(), parentId: parent.id, shopOrderId: order.id };

    const [made, again] = [await grant(cookie, body), await grant(cookie, body)];
    const later = await grant(cookie, { parentId: parent.id, shopOrderId: order.id });

    expect([made.status, again.status, later.status]).toEqual([201, 200, 409]);
    const message = ((await later.json()) as { error: { message: string } }).error.message;
    expect(message).toBe('Für diese Bestellung wurde bereits ein Abo erfasst.');
    expect(await packsOfOrder(order.id)).toHaveLength(1);
  });

  it('refuses an order of another parent, one without a pack, or an unknown one; nothing is granted', async () => {
    const { cookie } = await signedInAdmin(t);
    const { order } = await packOrder();
    const stranger = await createParent(db());
    const socksOnly = await createShopOrder(db(), { parentId: stranger.id, items: [SOCKS] });

    for (const shopOrderId of [order.id, socksOnly.id, randomUUID()]) {
      const refused = await grant(cookie, { parentId: stranger.id, shopOrderId });
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({ code: 'SHOP_ORDER_NOT_PACK' });
    }
    const bad = await grant(cookie, { parentId: stranger.id, shopOrderId: 'keine-id' });
    expect(bad.status).toBe(400);
    expect(await db().select().from(creditPacks).where(eq(creditPacks.parentId, stranger.id))).toEqual([]);
  });
});
