import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campPayments, checkoutSessions, payments } from '../../src/server/db/schema';
import { bookCamp, bookSession, createCamp, createCampCancellationFee, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import {
  checkoutUrl,
  errorCode,
  packsOf,
  post,
  setupStripeStandIn,
  signedInFamily,
} from './payment-fixtures';

// "Online bezahlen" with Stripe configured: the real stripe SDK against the local stand-in. What the app sends to
// Stripe is asserted on the stand-in's side: CHF, card + TWINT, our ids, an idempotency key per attempt.

const t = setupTestApp({ APP_URL: 'https://anpfiff.example' });
const stand = setupStripeStandIn(t);

const sessionRequests = () => stand.current.requests.filter((r) => r.path === '/v1/checkout/sessions');

describe('a checkout for an open payment', () => {
  it('opens a Stripe Checkout Session for a training: CHF 25, card and TWINT, our ids, an idempotency key', async () => {
    const family = await signedInFamily(t);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db, { title: 'TIZ Training' })).id,
      childId: family.child.id,
    });
    const before = sessionRequests().length;

    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
    );

    const sent = sessionRequests().slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    const session = stand.current.sessions.get(url.split('/').at(-1)!)!;
    expect(url).toBe(session.url);
    expect(request.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(request.body).toMatchObject({
      mode: 'payment',
      currency: 'chf',
      allowed_payment_method_types: ['card', 'twint'],
      client_reference_id: payment.id,
      customer_email: family.parent.email,
      metadata: {
        anpfiff_kind: 'TRAINING_PAYMENT',
        anpfiff_payment_id: payment.id,
        anpfiff_parent_id: family.parent.id,
      },
      payment_intent_data: { metadata: { anpfiff_payment_id: payment.id } },
      line_items: [{ quantity: '1', price_data: { currency: 'chf', unit_amount: '2500' } }],
      success_url: 'https://anpfiff.example/zahlungen?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://anpfiff.example/zahlungen?checkout=cancelled',
    });
    const [row] = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({
      kind: 'TRAINING_PAYMENT',
      paymentId: payment.id,
      parentId: family.parent.id,
      amountCents: 2500,
      status: 'open',
      url,
    });
  });

  it('gives a second click the same checkout instead of opening another', async () => {
    const family = await signedInFamily(t);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
    });
    const body = { kind: 'training', paymentId: payment.id };
    const first = await checkoutUrl(await post(t, family.cookie, '/api/payments/checkout', body));
    const before = sessionRequests().length;

    const second = await checkoutUrl(await post(t, family.cookie, '/api/payments/checkout', body));

    expect(second).toBe(first);
    expect(sessionRequests()).toHaveLength(before);
  });

  it('charges the camp price and the camp cancellation fee, each with its own kind', async () => {
    const family = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db, { name: 'Sommercamp', priceCents: 48_000 });
    const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: family.child.id });
    const fee = await createCampCancellationFee(t.ctx.db, { campId: camp.id, childId: family.child.id });

    for (const [kind, id, cents, checkoutKind] of [
      ['camp', campPayment.id, '48000', 'CAMP_PAYMENT'],
      ['campFee', fee.id, '10000', 'CAMP_FEE'],
    ] as const) {
      const before = sessionRequests().length;
      await checkoutUrl(await post(t, family.cookie, '/api/payments/checkout', { kind, paymentId: id }));
      const [request] = sessionRequests().slice(before);
      expect(request?.body).toMatchObject({
        line_items: [{ price_data: { unit_amount: cents, currency: 'chf' } }],
        metadata: { anpfiff_kind: checkoutKind, anpfiff_payment_id: id },
      });
    }
  });

  it('refuses a paid payment (409) and another family’s payment (404) without asking Stripe', async () => {
    const family = await signedInFamily(t);
    const other = await signedInFamily(t);
    const session = await createSession(t.ctx.db);
    const paid = await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    const foreign = await bookSession(t.ctx.db, { sessionId: session.id, childId: other.child.id });
    const before = sessionRequests().length;

    const paidAnswer = await post(t, family.cookie, '/api/payments/checkout', {
      kind: 'training',
      paymentId: paid.payment.id,
    });
    const foreignAnswer = await post(t, family.cookie, '/api/payments/checkout', {
      kind: 'training',
      paymentId: foreign.payment.id,
    });
    const wrongKind = await post(t, family.cookie, '/api/payments/checkout', {
      kind: 'camp',
      paymentId: foreign.payment.id,
    });

    expect([paidAnswer.status, await errorCode(paidAnswer)]).toEqual([409, 'PAYMENT_NOT_PAYABLE']);
    expect(foreignAnswer.status).toBe(404);
    expect(wrongKind.status).toBe(404);
    expect(sessionRequests()).toHaveLength(before);
  });

  it('answers 502 when Stripe is down; every retry of the SDK carried the same idempotency key', async () => {
    const family = await signedInFamily(t);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
    });
    const before = sessionRequests().length;
    stand.current.failNext(3, 503);

    const answer = await post(t, family.cookie, '/api/payments/checkout', {
      kind: 'training',
      paymentId: payment.id,
    });

    expect([answer.status, await errorCode(answer)]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
    const attempts = sessionRequests().slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
    expect(
      await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.paymentId, payment.id)),
    ).toEqual([]);
  });
});

describe('the 10+1 pack checkout', () => {
  it('charges CHF 250 for the parent, with no payment id', async () => {
    const family = await signedInFamily(t);
    const before = sessionRequests().length;

    await checkoutUrl(
      await post(t, family.cookie, '/api/credit-packs/checkout', { packType: 'TEN_PLUS_ONE' }),
    );

    const [request] = sessionRequests().slice(before);
    expect(request?.body).toMatchObject({
      currency: 'chf',
      allowed_payment_method_types: ['card', 'twint'],
      client_reference_id: family.parent.id,
      line_items: [
        { price_data: { unit_amount: '25000', product_data: { name: 'Abo 10+1 (11 Trainings)' } } },
      ],
      metadata: { anpfiff_kind: 'CREDIT_PACK', anpfiff_parent_id: family.parent.id, anpfiff_payment_id: '' },
    });
  });

  it('refuses any other pack type', async () => {
    const family = await signedInFamily(t);
    const answer = await post(t, family.cookie, '/api/credit-packs/checkout', { packType: 'TEN' });
    expect(answer.status).toBe(400);
  });
});

describe('coming back from Stripe', () => {
  it('brings the payment up to date at once (paid with TWINT), before any webhook', async () => {
    const family = await signedInFamily(t);
    const other = await signedInFamily(t);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
    });
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
    );
    const sessionId = url.split('/').at(-1)!;
    const paid = stand.current.pay(sessionId, 'twint');

    const foreign = await post(t, other.cookie, `/api/payments/checkout/${sessionId}/sync`);
    const own = await post(t, family.cookie, `/api/payments/checkout/${sessionId}/sync`);

    expect(foreign.status).toBe(404);
    expect(await own.json()).toEqual({ status: 'complete' });
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
      stripeSessionId: sessionId,
      stripePaymentIntentId: paid.payment_intent,
    });
  });

  it('leaves an open checkout open', async () => {
    const family = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db);
    const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: family.child.id });
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'camp', paymentId: campPayment.id }),
    );

    const answer = await post(t, family.cookie, `/api/payments/checkout/${url.split('/').at(-1)}/sync`);

    expect(await answer.json()).toEqual({ status: 'open' });
    const [row] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, campPayment.id));
    expect(row?.status).toBe('REQUIRES_PAYMENT');
  });
});

describe('with Stripe configured', () => {
  it('has no test checkout: its page answers 404 even for the parent’s own Stripe checkout', async () => {
    const family = await signedInFamily(t);
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/credit-packs/checkout', { packType: 'TEN_PLUS_ONE' }),
    );
    const id = url.split('/').at(-1)!;

    const view = await t.request(`/api/test-checkout/${id}`, { headers: { cookie: family.cookie } });
    const pay = await post(t, family.cookie, `/api/test-checkout/${id}`, { outcome: 'paid' });

    expect([view.status, pay.status]).toEqual([404, 404]);
    expect(await packsOf(t, family.parent.id)).toEqual([]);
  });
});
