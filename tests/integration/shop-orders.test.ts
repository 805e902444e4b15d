import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopCatalogueResponse, ShopOrderResponse } from '../../src/domain/shop-api';
import { SHOP_CATALOGUE_SETTING } from '../../src/domain/shop-api';
import { defaultShopCatalogue } from '../../src/domain/shop-catalogue';
import { appSettings, shopOrders } from '../../src/server/db/schema';
import { MAIL_QUEUE, type MailJob } from '../../src/server/integrations/mail';
import { createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { setupTestApp } from '../helpers/test-app';

// The shop (parent-portal.md sections 5, 8 and 9): the server prices every line from the catalogue again, refuses
// what the rules refuse and any price or total that differs from the catalogue, and stores a valid order together
// with the provider's mail and the parent's confirmation.

const PROVIDER_MAIL = 'bestellungen@fussballschule.example';
const t = setupTestApp({ PROVIDER_MAIL });

async function parent() {
  const profile = await createParent(t.ctx.db);
  return { profile, headers: { cookie: await sessionCookieFor(t, profile.id) } };
}

const order = (headers: Record<string, string>, body: unknown) =>
  t.request('/api/shop/orders', { method: 'POST', headers, json: body });

async function mailsFor(address: string) {
  const result = await t.ctx.db.execute<{ data: MailJob }>(
    sql`select data from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->'to' ? ${address}`,
  );
  return result.rows.map((r) => r.data.message);
}

async function ordersOf(parentId: string) {
  return t.ctx.db.select().from(shopOrders).where(eq(shopOrders.parentId, parentId));
}

const trikot152 = { productId: 'trikot-set', size: '152', optionId: null, quantity: 1, unitPrice: 9000 };
const socksWhite = { productId: 'socken', size: null, optionId: 'weiss', quantity: 2, unitPrice: 1000 };
const contact = { name: 'Sandra Müller', phone: '079 123 45 67' };

async function problemsOf(res: Response) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { error: { code: string; details: { problems: { code: string }[] } } };
  expect(body.error.code).toBe('ORDER_INVALID');
  return body.error.details.problems.map((p) => p.code);
}

describe('shop catalogue', () => {
  it('serves the default catalogue of section 9 while the provider has none of its own', async () => {
    const { headers } = await parent();
    const res = await t.request('/api/shop/catalogue', { headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ShopCatalogueResponse).products).toEqual(defaultShopCatalogue);
  });
});

describe('shop orders', () => {
  it('stores a valid order priced from the catalogue and queues the provider mail and the confirmation', async () => {
    const { profile, headers } = await parent();
    const adultM = { productId: 'regenjacke', size: 'M', quantity: 1, unitPrice: 6500 };

    const res = await order(headers, {
      parent: contact,
      items: [trikot152, socksWhite, adultM],
      total: 17_500,
    });

    expect(res.status).toBe(201);
    const body = (await res.json()) as ShopOrderResponse;
    expect(body.order.total).toBe(17_500);
    const [stored] = await ordersOf(profile.id);
    expect(stored).toMatchObject({
      id: body.order.id,
      parentName: 'Sandra Müller',
      parentEmail: profile.email,
      parentPhone: '079 123 45 67',
      totalCents: 17_500,
    });
    expect(stored?.items).toEqual([
      {
        productId: 'trikot-set',
        title: 'Trikot Set',
        size: '152',
        optionId: null,
        quantity: 1,
        unitPriceCents: 9000,
        lineTotalCents: 9000,
      },
      {
        productId: 'socken',
        title: 'Socken',
        size: null,
        optionId: 'weiss',
        quantity: 2,
        unitPriceCents: 1000,
        lineTotalCents: 2000,
      },
      {
        productId: 'regenjacke',
        title: 'Regenjacke',
        size: 'M',
        optionId: null,
        quantity: 1,
        unitPriceCents: 6500,
        lineTotalCents: 6500,
      },
    ]);

    const [toProvider] = (await mailsFor(PROVIDER_MAIL)).filter((m) => m.replyTo === profile.email);
    expect(toProvider?.subject).toBe('Shop-Bestellung von Sandra Müller (CHF\u00a0175.00)');
    expect(toProvider?.text).toContain('1 × Trikot Set (Grösse 152) à CHF\u00a090.00 = CHF\u00a090.00');
    expect(toProvider?.text).toContain('2 × Socken (Weiss) à CHF\u00a010.00 = CHF\u00a020.00');
    expect(toProvider?.text).toContain('Total: CHF\u00a0175.00');
    expect(toProvider?.text).toContain(`E-Mail: ${profile.email}`);
    const [confirmation] = await mailsFor(profile.email);
    expect(confirmation?.subject).toBe('Ihre Bestellung im Shop');
    expect(confirmation?.text).toContain('bar oder mit TWINT');
    expect(confirmation?.text).toContain('Total: CHF\u00a0175.00');
  });

  it.each([
    ['a unit price below the catalogue', [{ ...trikot152, unitPrice: 100 }], 100, ['TAMPERED_PRICE']],
    ['the adult price claimed as child price', [{ ...trikot152, size: 'M' }], 9000, ['TAMPERED_PRICE']],
    ['a total that is not the sum of the lines', [trikot152], 100, ['TAMPERED_PRICE']],
    ['a line without its size', [{ ...trikot152, size: null }], 9000, ['SIZE_REQUIRED']],
    ['a size the product does not have', [{ ...trikot152, size: '128' }], 9000, ['INVALID_SIZE']],
    ['socks without a colour', [{ ...socksWhite, optionId: null }], 2000, ['OPTION_REQUIRED']],
    [
      'a product that is not offered',
      [{ productId: 'fussball', quantity: 1, unitPrice: 100 }],
      100,
      ['UNKNOWN_PRODUCT'],
    ],
    ['half a piece', [{ ...trikot152, quantity: 1.5 }], 13_500, ['INVALID_QUANTITY']],
    ['a negative quantity', [{ ...trikot152, quantity: -1 }], 0, ['INVALID_QUANTITY']],
    ['nothing ordered at all', [{ ...trikot152, quantity: 0 }], 0, ['EMPTY_ORDER']],
  ])('refuses %s with 422 and stores and mails nothing', async (_case, items, total, codes) => {
    const { profile, headers } = await parent();
    expect(await problemsOf(await order(headers, { parent: contact, items, total }))).toEqual(codes);
    expect(await ordersOf(profile.id)).toEqual([]);
    expect(await mailsFor(profile.email)).toEqual([]);
  });

  it('refuses an order without a name, or that is not JSON, with 400', async () => {
    const { profile, headers } = await parent();
    const noName = await order(headers, {
      parent: { name: '  ', phone: null },
      items: [trikot152],
      total: 9000,
    });
    expect(noName.status).toBe(400);
    expect(
      ((await noName.json()) as { error: { details: { fields: string[] } } }).error.details.fields,
    ).toEqual(['parent.name']);
    const notJson = await t.request('/api/shop/orders', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await ordersOf(profile.id)).toEqual([]);
  });

  it('takes the e-mail from the account, whatever the body says', async () => {
    const { profile, headers } = await parent();
    const res = await order(headers, {
      parent: { ...contact, email: 'jemand.anders@example.ch' },
      items: [trikot152],
      total: 9000,
    });
    expect(res.status).toBe(201);
    expect((await ordersOf(profile.id))[0]?.parentEmail).toBe(profile.email);
    expect(await mailsFor('jemand.anders@example.ch')).toEqual([]);
  });

  it('keeps an AHV number typed into the contact out of the order and the mails', async () => {
    const { profile, headers } = await parent();
    const res = await order(headers, {
      parent: { name: 'Sandra Müller 756.1234.5678.97', phone: null },
      items: [trikot152],
      total: 9000,
    });

    expect(res.status).toBe(201);
    const [stored] = await ordersOf(profile.id);
    expect(stored?.parentName).toBe('Sandra Müller 756.****.**78.97');
    const mails = [...(await mailsFor(PROVIDER_MAIL)), ...(await mailsFor(profile.email))];
    expect(mails.map((m) => m.subject)).toContain(
      'Shop-Bestellung von Sandra Müller 756.****.**78.97 (CHF\u00a090.00)',
    );
    expect(JSON.stringify([stored, mails])).not.toMatch(/1234\.5678/);
  });

  it('refuses a caller without a session', async () => {
    expect((await order({}, { parent: contact, items: [trikot152], total: 9000 })).status).toBe(401);
    expect((await t.request('/api/shop/catalogue')).status).toBe(401);
  });
});

describe('the provider’s own catalogue', () => {
  it('prices orders from app_settings, and falls back to the default when the setting is broken', async () => {
    const { profile, headers } = await parent();
    const socksDearer = defaultShopCatalogue.map((p) =>
      p.id === 'socken' ? { ...p, options: p.options.map((o) => ({ ...o, price: 1200 })) } : p,
    );
    await t.ctx.db
      .insert(appSettings)
      .values({ key: SHOP_CATALOGUE_SETTING, value: socksDearer })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: socksDearer } });

    const catalogue = (await (
      await t.request('/api/shop/catalogue', { headers })
    ).json()) as ShopCatalogueResponse;
    expect(catalogue.products.find((p) => p.id === 'socken')?.options[0]?.price).toBe(1200);
    expect(
      await problemsOf(await order(headers, { parent: contact, items: [socksWhite], total: 2000 })),
    ).toEqual(['TAMPERED_PRICE']);
    const dearer = await order(headers, {
      parent: contact,
      items: [{ ...socksWhite, unitPrice: 1200 }],
      total: 2400,
    });
    expect(dearer.status).toBe(201);
    expect((await ordersOf(profile.id))[0]?.totalCents).toBe(2400);

    const log = captureLog();
    await t.ctx.db
      .update(appSettings)
      .set({ value: [{ id: 'kaputt' }] })
      .where(eq(appSettings.key, SHOP_CATALOGUE_SETTING));
    const fallback = (await (
      await t.request('/api/shop/catalogue', { headers })
    ).json()) as ShopCatalogueResponse;
    expect(fallback.products).toEqual(defaultShopCatalogue);
    log.stop();
    expect(log.at('warn').map((line) => line.msg)).toEqual([expect.stringContaining('Standardkatalog')]);
    await t.ctx.db.delete(appSettings).where(eq(appSettings.key, SHOP_CATALOGUE_SETTING));
  });
});

describe('shop orders per account', () => {
  // Each order is a mail to the provider (and one to the parent): limited per account as family offers are.
  it('are limited to five an hour; the sixth is refused in German and stores and mails nothing', async () => {
    const { profile, headers } = await parent();
    const body = { parent: contact, items: [trikot152], total: 9000 };
    for (let n = 1; n <= 5; n++) expect((await order(headers, body)).status).toBe(201);
    const refused = await order(headers, body);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Zu viele Versuche. Bitte warten Sie einige Minuten.' },
    });
    expect(await ordersOf(profile.id)).toHaveLength(5);
    expect(await mailsFor(profile.email)).toHaveLength(5);

    const other = await parent();
    expect((await order(other.headers, body)).status).toBe(201);
    t.clock.advance(60 * 60_000 + 1);
    expect((await order(headers, body)).status).toBe(201);
  });
});
