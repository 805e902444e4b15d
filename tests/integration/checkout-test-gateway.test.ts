import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zurichDateTimeOf, zurichDateTimeToInstant } from '../../src/domain/time';
import { loadConfig } from '../../src/server/config';
import { checkoutSessions, payments, stripeEvents } from '../../src/server/db/schema';
import { createPaymentGateway } from '../../src/server/integrations/payments';
import { bookSession, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { checkoutUrl, errorCode, type Family, get, packsOf, post, signedInFamily } from './payment-fixtures';

// Without STRIPE_SECRET_KEY (never in production) "Online bezahlen" leads to our own "Testzahlung" page, whose pay
// / fail / cancel buttons complete through the same fulfilment as a Stripe webhook.

const t = setupTestApp({ APP_URL: 'http://localhost:3999' });

async function trainingCheckout(family: Family, title = 'TIZ Training') {
  const session = await createSession(t.ctx.db, {
    title,
    startsAt: zurichDateTimeToInstant('2026-06-13', '10:00'),
  });
  const { payment } = await bookSession(t.ctx.db, { sessionId: session.id, childId: family.child.id });
  const url = await checkoutUrl(
    await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
  );
  return { payment, url, checkoutId: url.split('/').at(-1)! };
}

const complete = (family: Family, checkoutId: string, body: unknown) =>
  post(t, family.cookie, `/api/test-checkout/${checkoutId}`, body);

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('the test checkout', () => {
  it('is a page of ours that shows what is paid, to the parent who opened it only', async () => {
    const family = await signedInFamily(t);
    const other = await signedInFamily(t);
    const { url, checkoutId } = await trainingCheckout(family);

    const view = await get(t, family.cookie, `/api/test-checkout/${checkoutId}`);
    const foreign = await get(t, other.cookie, `/api/test-checkout/${checkoutId}`);

    expect(url).toMatch(/^http:\/\/localhost:3999\/testzahlung\/test_cs_[0-9a-f-]{36}$/);
    expect(await view.json()).toEqual({
      id: checkoutId,
      description: `TIZ Training 13.06.2026 – ${family.child.firstName} ${family.child.lastName}`,
      amountCents: 2500,
      status: 'open',
    });
    expect(foreign.status).toBe(404);
    expect((await complete(other, checkoutId, { outcome: 'paid' })).status).toBe(404);
  });

  it('"pay with TWINT" marks the payment paid as STRIPE_TWINT, once', async () => {
    const family = await signedInFamily(t);
    const { payment, checkoutId } = await trainingCheckout(family);

    const paid = await complete(family, checkoutId, { outcome: 'paid', paidWith: 'twint' });
    const again = await complete(family, checkoutId, { outcome: 'paid' });

    expect(await paid.json()).toEqual({ status: 'complete', result: 'success' });
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
      stripeSessionId: checkoutId,
      stripePaymentIntentId: `test_pi_${checkoutId.slice('test_cs_'.length)}`,
    });
    expect([again.status, await errorCode(again)]).toEqual([409, 'CHECKOUT_CLOSED']);
  });

  it('"fail" shows Fehlgeschlagen; paying again afterwards goes through', async () => {
    const family = await signedInFamily(t);
    const { payment, checkoutId } = await trainingCheckout(family);

    expect(await (await complete(family, checkoutId, { outcome: 'failed' })).json()).toEqual({
      status: 'failed',
      result: 'failed',
    });
    expect((await paymentRow(payment.id)).status).toBe('FAILED');

    await complete(family, checkoutId, { outcome: 'paid' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'STRIPE_ONLINE' });
  });

  it('"cancel" leaves the payment open and closes the checkout; the next click opens a new one', async () => {
    const family = await signedInFamily(t);
    const { payment, checkoutId } = await trainingCheckout(family);

    expect(await (await complete(family, checkoutId, { outcome: 'cancelled' })).json()).toEqual({
      status: 'expired',
      result: 'cancelled',
    });
    const next = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
    );

    expect((await paymentRow(payment.id)).status).toBe('REQUIRES_PAYMENT');
    expect(next).not.toContain(checkoutId);
  });

  it('keeps money paid for a registration cancelled meanwhile for an admin', async () => {
    const family = await signedInFamily(t);
    const { payment, checkoutId } = await trainingCheckout(family);
    await t.ctx.db.delete(payments).where(eq(payments.id, payment.id));

    const paid = await complete(family, checkoutId, { outcome: 'paid' });

    expect(paid.status).toBe(200);
    const [kept] = await t.ctx.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, `checkout.test:${checkoutId}`));
    expect(kept).toMatchObject({ outcome: 'unmatched', payload: { checkoutId } });
    expect(kept?.note).toContain(`${payment.id} no longer exists`);
  });

  it('refuses an unknown outcome', async () => {
    const family = await signedInFamily(t);
    const { checkoutId } = await trainingCheckout(family);
    expect((await complete(family, checkoutId, { outcome: 'refunded' })).status).toBe(400);
  });
});

describe('buying the 10+1 pack through the test checkout', () => {
  it('grants one ACTIVE pack of 11 credits for CHF 250, valid 12 months, even when paid 10 times at once', async () => {
    t.clock.set(zurichDateTimeToInstant('2026-01-31', '18:30'));
    const family = await signedInFamily(t);
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/credit-packs/checkout', { packType: 'TEN_PLUS_ONE' }),
    );
    const checkoutId = url.split('/').at(-1)!;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => complete(family, checkoutId, { outcome: 'paid' })),
    );

    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(
      Array(answers.filter((a) => a.status !== 200).length).fill(409),
    );
    const packs = await packsOf(t, family.parent.id);
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({
      totalCredits: 11,
      creditsRemaining: 11,
      priceCentsPaid: 25_000,
      status: 'ACTIVE',
      origin: 'PURCHASE',
      paymentMethod: 'STRIPE_ONLINE',
      stripeSessionId: checkoutId,
    });
    expect(zurichDateTimeOf(packs[0]!.expiresAt!)).toEqual({ date: '2027-01-31', time: '18:30:00' });
    const [checkout] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    expect(checkout).toMatchObject({ status: 'complete', paymentId: packs[0]!.id });
  });

  it('takes the validity from CREDIT_PACK_VALIDITY_MONTHS', async () => {
    expect(loadConfig({ CREDIT_PACK_VALIDITY_MONTHS: '6' }).CREDIT_PACK_VALIDITY_MONTHS).toBe(6);
    expect(loadConfig({}).CREDIT_PACK_VALIDITY_MONTHS).toBe(12);
    expect(() => loadConfig({ CREDIT_PACK_VALIDITY_MONTHS: '0' })).toThrow(/CREDIT_PACK_VALIDITY_MONTHS/);
    const config = t.ctx.config;
    t.ctx.config = { ...config, CREDIT_PACK_VALIDITY_MONTHS: 6 };
    try {
      t.clock.set(zurichDateTimeToInstant('2026-08-31', '09:00'));
      const family = await signedInFamily(t);
      const url = await checkoutUrl(
        await post(t, family.cookie, '/api/credit-packs/checkout', { packType: 'TEN_PLUS_ONE' }),
      );
      await complete(family, url.split('/').at(-1)!, { outcome: 'paid' });

      const [pack] = await packsOf(t, family.parent.id);
      expect(zurichDateTimeOf(pack!.expiresAt!)).toEqual({ date: '2027-02-28', time: '09:00:00' });
    } finally {
      t.ctx.config = config;
    }
  });
});

describe('outside the test checkout', () => {
  it('takes no Stripe webhooks (404)', async () => {
    const answer = await t.request('/api/webhooks/stripe', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(404);
  });

  it('is never created in production', () => {
    const production = { appUrl: 'https://x.ch', isProduction: true } as const;
    expect(() =>
      createPaymentGateway({
        ...production,
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        STRIPE_API_BASE: undefined,
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      createPaymentGateway({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: undefined,
      }).kind,
    ).toBe('stripe');
  });
});
