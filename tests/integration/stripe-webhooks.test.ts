import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { connect } from '../../src/server/db/client';
import { committedMigrationCount } from '../../src/server/db/migration-count';
import { checkoutSessions, payments, stripeEvents } from '../../src/server/db/schema';
import { bookSession, createCreditPack, createSession, type Payment } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import {
  checkoutUrl,
  deliver,
  type Family,
  packsOf,
  post,
  setupStripeStandIn,
  signedInFamily,
  storedEvent,
} from './payment-fixtures';

// POST /api/webhooks/stripe (docs/reliability.md promise 2) with events signed by the stripe SDK's own test
// helper: the signature on the raw body, each event id applied once (also concurrently), the state re-read
// from Stripe so the order of events does not matter, nothing dropped, and 5xx when the database is down so
// Stripe retries.

const t = setupTestApp();
const stand = setupStripeStandIn(t);

beforeEach(() => {
  t.clock.set(new Date());
});

async function openTrainingCheckout(): Promise<{ family: Family; payment: Payment; sessionId: string }> {
  const family = await signedInFamily(t);
  const { payment } = await bookSession(t.ctx.db, {
    sessionId: (await createSession(t.ctx.db)).id,
    childId: family.child.id,
  });
  const url = await checkoutUrl(
    await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
  );
  return { family, payment, sessionId: url.split('/').at(-1)! };
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

const eventCount = async () => (await t.ctx.db.select({ n: count() }).from(stripeEvents))[0]!.n;

describe('a completed checkout', () => {
  it('marks the payment paid by card, once, and records the event as applied', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const session = stand.current.pay(sessionId, 'card');
    const event = stand.current.event('checkout.session.completed', session);

    const answer = await deliver(t, event);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'SUCCEEDED',
      method: 'STRIPE_ONLINE',
      stripeSessionId: sessionId,
      stripePaymentIntentId: session.payment_intent,
    });
    expect(await storedEvent(t, event.id)).toMatchObject({
      type: 'checkout.session.completed',
      outcome: 'applied',
    });
  });

  it('records TWINT as STRIPE_TWINT, from the charge, whatever the session lists as allowed', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const session = stand.current.pay(sessionId, 'twint');

    await deliver(t, stand.current.event('checkout.session.completed', session));

    expect((await paymentRow(payment.id)).method).toBe('STRIPE_TWINT');
  });
});

describe('the signature', () => {
  it('refuses a wrong secret, a tampered body and a missing header with 400; nothing changes', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const session = stand.current.pay(sessionId);
    const before = await eventCount();
    const forged = stand.current.event('checkout.session.completed', session, { secret: 'whsec_wrong' });
    const genuine = stand.current.event('checkout.session.completed', session);
    const tampered = { ...genuine, body: genuine.body.replace('"livemode":false', '"livemode":true') };

    const answers = [
      await deliver(t, forged),
      await deliver(t, tampered),
      await t.request('/api/webhooks/stripe', { method: 'POST', body: genuine.body }),
    ];

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(await eventCount()).toBe(before);
    expect((await paymentRow(payment.id)).status).toBe('REQUIRES_PAYMENT');
  });

  it('refuses a signature older than 5 minutes and takes one of 4 minutes', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const session = stand.current.pay(sessionId);
    const now = Date.now();
    t.clock.set(new Date(now));
    const stale = stand.current.event('checkout.session.completed', session, { at: new Date(now - 301_000) });
    const recent = stand.current.event('checkout.session.completed', session, {
      at: new Date(now - 240_000),
    });

    const staleAnswer = await deliver(t, stale);
    expect(staleAnswer.status).toBe(400);
    expect(await storedEvent(t, stale.id)).toBeUndefined();
    expect((await paymentRow(payment.id)).status).toBe('REQUIRES_PAYMENT');

    expect((await deliver(t, recent)).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
  });
});

describe('duplicates', () => {
  it('apply an event delivered twice once', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const event = stand.current.event('checkout.session.completed', stand.current.pay(sessionId));
    await deliver(t, event);
    const afterFirst = await paymentRow(payment.id);
    t.clock.advance(60_000);

    const second = await deliver(t, event);

    expect(await second.json()).toEqual({ received: true, duplicate: true, outcome: null });
    expect(await paymentRow(payment.id)).toEqual(afterFirst);
    const rows = await t.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });

  it('grant one 10+1 pack when the same event and its siblings arrive concurrently', async () => {
    const family = await signedInFamily(t);
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/credit-packs/checkout', { packType: 'TEN_PLUS_ONE' }),
    );
    const session = stand.current.pay(url.split('/').at(-1)!, 'twint');
    const event = stand.current.event('checkout.session.completed', session);
    const sibling = stand.current.event('checkout.session.async_payment_succeeded', session);

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(t, event)),
      ...Array.from({ length: 4 }, () => deliver(t, sibling)),
    ]);

    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(2);
    const packs = await packsOf(t, family.parent.id);
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({
      totalCredits: 11,
      creditsRemaining: 11,
      priceCentsPaid: 25_000,
      unitValueCents: 2500,
      status: 'ACTIVE',
      origin: 'PURCHASE',
      paymentMethod: 'STRIPE_TWINT',
      stripeSessionId: session.id,
    });
    const outcomes = [(await storedEvent(t, event.id))?.outcome, (await storedEvent(t, sibling.id))?.outcome];
    expect(outcomes.sort()).toEqual(['applied', 'ignored']);
  });
});

describe('events out of order', () => {
  it('a decline reported after the payment went through leaves it paid', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const declinedIntent = stand.current.declineAttempt(sessionId);
    const declined = stand.current.event('payment_intent.payment_failed', { id: declinedIntent });
    const session = stand.current.pay(sessionId);

    await deliver(t, stand.current.event('checkout.session.completed', session));
    const late = await deliver(t, declined);

    expect(await late.json()).toMatchObject({ outcome: 'ignored' });
    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
  });

  it('a decline in time shows "Fehlgeschlagen", and the retry that succeeds makes it paid', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const declined = stand.current.event('payment_intent.payment_failed', {
      id: stand.current.declineAttempt(sessionId),
    });

    await deliver(t, declined);
    expect((await paymentRow(payment.id)).status).toBe('FAILED');

    await deliver(t, stand.current.event('checkout.session.completed', stand.current.pay(sessionId)));
    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
  });

  it('an event whose own copy is stale acts on what Stripe says now', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const staleCopy = { ...stand.current.sessions.get(sessionId)!, status: 'expired' };
    stand.current.pay(sessionId, 'twint');

    await deliver(t, stand.current.event('checkout.session.expired', staleCopy));

    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'STRIPE_TWINT' });
  });

  it('an expired checkout leaves the payment open and closes the checkout', async () => {
    const { payment, sessionId } = await openTrainingCheckout();

    await deliver(t, stand.current.event('checkout.session.expired', stand.current.expire(sessionId)));

    expect((await paymentRow(payment.id)).status).toBe('REQUIRES_PAYMENT');
    const [checkout] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(checkout?.status).toBe('expired');
  });
});

describe('money that matches nothing is kept for an admin', () => {
  it('a session that is not ours', async () => {
    const family = await signedInFamily(t);
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const stranger = stand.current.event('checkout.session.completed', { id: 'cs_not_ours' });

    const answer = await deliver(t, stranger);

    expect(answer.status).toBe(200);
    expect(await storedEvent(t, stranger.id)).toMatchObject({ outcome: 'unmatched' });
  });

  it('a payment whose registration was cancelled before the money came in', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    await t.ctx.db.delete(payments).where(eq(payments.id, payment.id));
    const event = stand.current.event('checkout.session.completed', stand.current.pay(sessionId));

    expect((await deliver(t, event)).status).toBe(200);

    const stored = await storedEvent(t, event.id);
    expect(stored?.outcome).toBe('unmatched');
    expect(stored?.note).toContain('2500 cents to refund');
    expect(stored?.payload).toMatchObject({ id: event.id, data: { object: { id: sessionId } } });
  });

  it('a payment paid twice (settled with credit while the checkout was open)', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    await t.ctx.db
      .update(payments)
      .set({ status: 'SUCCEEDED', method: 'CREDIT' })
      .where(eq(payments.id, payment.id));
    const event = stand.current.event('checkout.session.completed', stand.current.pay(sessionId));

    await deliver(t, event);

    expect(await storedEvent(t, event.id)).toMatchObject({ outcome: 'unmatched' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
  });

  it('a payment paid twice, when the parent came back (sync) before the webhook arrived', async () => {
    const { family, payment, sessionId } = await openTrainingCheckout();
    await t.ctx.db
      .update(payments)
      .set({ status: 'SUCCEEDED', method: 'CREDIT' })
      .where(eq(payments.id, payment.id));
    const event = stand.current.event('checkout.session.completed', stand.current.pay(sessionId));

    const synced = await post(t, family.cookie, `/api/payments/checkout/${sessionId}/sync`);
    await post(t, family.cookie, `/api/payments/checkout/${sessionId}/sync`);
    await deliver(t, event);

    expect(synced.status).toBe(200);
    const kept = await t.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.outcome, 'unmatched'));
    const mine = kept.filter((row) => row.note?.includes(payment.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.note).toContain('2500 cents to refund');
    expect(mine[0]?.payload).toMatchObject({ checkoutId: sessionId });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
  });

  it('a checkout Stripe knows with our metadata but we never recorded is recorded and applied', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    await t.ctx.db.delete(checkoutSessions).where(eq(checkoutSessions.id, sessionId));

    await deliver(t, stand.current.event('checkout.session.completed', stand.current.pay(sessionId)));

    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
  });

  it('event types we do not act on are stored as ignored', async () => {
    const event = stand.current.event('charge.succeeded', { id: 'ch_whatever' });
    expect((await deliver(t, event)).status).toBe(200);
    expect(await storedEvent(t, event.id)).toMatchObject({ outcome: 'ignored' });
  });
});

describe('outages make Stripe deliver again', () => {
  it('Stripe unreachable for the re-read: 503, nothing stored; the next delivery applies', async () => {
    const { payment, sessionId } = await openTrainingCheckout();
    const event = stand.current.event('checkout.session.completed', stand.current.pay(sessionId));
    stand.current.failNext(3, 500);

    const first = await deliver(t, event);
    expect(first.status).toBe(503);
    expect(await storedEvent(t, event.id)).toBeUndefined();

    expect((await deliver(t, event)).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
  });

  it('the database down: 503', async () => {
    const { sessionId } = await openTrainingCheckout();
    const event = stand.current.event('checkout.session.completed', stand.current.pay(sessionId));
    const unreachable = connect('postgres://anpfiff:anpfiff@127.0.0.1:1/anpfiff', 1);
    const app = createApp(
      { ...t.ctx, db: unreachable.db },
      { expectedMigrations: committedMigrationCount(), serveWeb: false },
    );
    try {
      const answer = await app.request('/api/webhooks/stripe', {
        method: 'POST',
        body: event.body,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(answer.status).toBe(503);
    } finally {
      await unreachable.close();
    }
    expect(await storedEvent(t, event.id)).toBeUndefined();
  });
});
