import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../src/server/db/schema';
import type { PaymentMethod, PaymentStatus } from '../../src/server/db/schema/values';
import {
  DEACTIVATE_LINK_QUEUE,
  registerDeactivateLinkWorker,
} from '../../src/server/features/payments/deactivate-payment-link';
import { bookSession, createCreditPack, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, signedInAdmin } from './admin-fixtures';
import { cancel } from './booking-fixtures';
import {
  checkoutUrl,
  deliver,
  type Family,
  post,
  setupStripeStandIn,
  signedInFamily,
  storedEvent,
} from './payment-fixtures';

// The admin's "Zahlungslink" (admin-back-office.md section 7, stripe-create-payment-link): a Stripe Payment Link
// for an open payment, created once and handed out again while the payment is open, paid through the webhook's
// fulfilment like any checkout, and deactivated once the payment is paid otherwise or reset: by a job queued in
// the transaction that moved the payment, run after the commit and retried while Stripe is down.

const t = setupTestApp();
const stand = setupStripeStandIn(t);

beforeAll(async () => {
  await registerDeactivateLinkWorker(t.ctx, { retryDelaySeconds: 1, retryLimit: 5 });
});

/** The worker has deactivated the link at Stripe (the stand-in). */
const deactivated = (linkId: string) =>
  vi.waitFor(() => expect(stand.current.paymentLinks.get(linkId)?.active).toBe(false), {
    timeout: 15_000,
    interval: 100,
  });

async function queuedDeactivations(linkId: string) {
  const result = await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job
    where name = ${DEACTIVATE_LINK_QUEUE} and data->>'linkId' = ${linkId}`);
  return result.rows[0]?.n ?? 0;
}

async function trainingPayment(
  family: Family,
  state: { status?: PaymentStatus; method?: PaymentMethod | null; amountCents?: number } = {},
) {
  const session = await createSession(t.ctx.db, { title: `Probe ${randomUUID().slice(0, 8)}` });
  const { payment } = await bookSession(t.ctx.db, {
    sessionId: session.id,
    childId: family.child.id,
    ...state,
  });
  return payment;
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

const move = (cookie: string, id: string, verb: string, json: unknown = {}) =>
  call(t, cookie, 'POST', `/admin/payments/training/${id}/${verb}`, json);

async function linkOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** The error as the web shows it: its code and the German message. */
async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

const linkRequests = () => stand.current.requests.filter((r) => r.path.startsWith('/v1/payment_links'));

describe('the admin payment link (Stripe)', () => {
  it('is one Stripe payment link in CHF for card and TWINT, even when asked twice at once', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family, { amountCents: 2500 });

    const [a, b] = await Promise.all([
      move(cookie, payment.id, 'payment-link'),
      move(cookie, payment.id, 'payment-link'),
    ]);
    const [urlA, urlB] = [await linkOf(a), await linkOf(b)];

    expect(urlA).toBe(urlB);
    expect(stand.current.paymentLinks.size).toBeGreaterThan(0);
    const link = [...stand.current.paymentLinks.values()].find((l) => l.url === urlA)!;
    expect(link).toMatchObject({
      active: true,
      amount: 2500,
      currency: 'chf',
      payment_method_types: ['card', 'twint'],
      metadata: {
        anpfiff_kind: 'TRAINING_PAYMENT',
        anpfiff_payment_id: payment.id,
        anpfiff_parent_id: family.parent.id,
      },
    });
    expect(
      [...stand.current.paymentLinks.values()].filter((l) => l.metadata.anpfiff_payment_id === payment.id),
    ).toHaveLength(1);
    expect((await paymentRow(payment.id)).stripePaymentLinkId).toBe(link.id);
    expect(await auditRowsOf(t, 'payment', payment.id)).toMatchObject([{ action: 'payment.link_create' }]);

    // Asked again later: the same link, read back from Stripe, nothing created.
    const creates = linkRequests().filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_links',
    ).length;
    expect(await linkOf(await move(cookie, payment.id, 'payment-link'))).toBe(urlA);
    expect(linkRequests().filter((r) => r.method === 'POST' && r.path === '/v1/payment_links')).toHaveLength(
      creates,
    );
  });

  it('is paid once through the checkout.session.completed webhook, which deactivates the link', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family);
    await linkOf(await move(cookie, payment.id, 'payment-link'));
    const linkId = (await paymentRow(payment.id)).stripePaymentLinkId!;

    const session = stand.current.pay(stand.current.openLink(linkId).id, 'twint');
    const event = stand.current.event('checkout.session.completed', session);
    const [first, again] = await Promise.all([deliver(t, event), deliver(t, event)]);

    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
      stripeSessionId: session.id,
      stripePaymentIntentId: session.payment_intent,
    });
    expect((await storedEvent(t, event.id))?.outcome).toBe('applied');
    await deactivated(linkId);
  });

  it.each(['webhook', 'return'] as const)(
    'is deactivated when the parent pays with their own checkout (%s)',
    async (via) => {
      const cookie = (await signedInAdmin(t)).cookie;
      const family = await signedInFamily(t);
      const payment = await trainingPayment(family);
      await linkOf(await move(cookie, payment.id, 'payment-link'));
      const linkId = (await paymentRow(payment.id)).stripePaymentLinkId!;
      const url = await checkoutUrl(
        await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
      );
      const session = stand.current.pay(url.split('/').at(-1)!, 'card');

      if (via === 'webhook') {
        expect((await deliver(t, stand.current.event('checkout.session.completed', session))).status).toBe(
          200,
        );
      } else {
        expect((await post(t, family.cookie, `/api/payments/checkout/${session.id}/sync`)).status).toBe(200);
      }

      expect(await paymentRow(payment.id)).toMatchObject({
        status: 'SUCCEEDED',
        stripeSessionId: session.id,
      });
      await deactivated(linkId);
    },
  );

  it('refuses a paid payment with a German message and creates no link', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family, { status: 'SUCCEEDED', method: 'CASH' });
    const before = linkRequests().length;

    const refused = await move(cookie, payment.id, 'payment-link');

    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
      message: 'Diese Zahlung ist nicht mehr offen.',
    });
    expect(linkRequests().length).toBe(before);
    expect((await paymentRow(payment.id)).stripePaymentLinkId).toBeNull();
    expect(await auditRowsOf(t, 'payment', payment.id)).toEqual([]);
  });

  it('is deactivated when the admin records the payment as paid, and a reset gets a new link', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family);
    const first = await linkOf(await move(cookie, payment.id, 'payment-link'));
    const firstId = (await paymentRow(payment.id)).stripePaymentLinkId!;

    expect((await move(cookie, payment.id, 'mark-paid', { method: 'CASH' })).status).toBe(200);
    await deactivated(firstId);
    expect((await move(cookie, payment.id, 'payment-link')).status).toBe(409);

    expect((await move(cookie, payment.id, 'reset')).status).toBe(200);
    expect((await paymentRow(payment.id)).stripePaymentLinkId).toBeNull();
    const second = await linkOf(await move(cookie, payment.id, 'payment-link'));

    expect(second).not.toBe(first);
    expect(stand.current.paymentLinks.get((await paymentRow(payment.id)).stripePaymentLinkId!)?.active).toBe(
      true,
    );
  });

  it('gets a new link when the amount changed, and deactivates the old one', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family, { amountCents: 2500 });
    const first = await linkOf(await move(cookie, payment.id, 'payment-link'));
    const firstId = (await paymentRow(payment.id)).stripePaymentLinkId!;
    await t.ctx.db.update(payments).set({ amountCents: 3000 }).where(eq(payments.id, payment.id));

    const second = await linkOf(await move(cookie, payment.id, 'payment-link'));

    expect(second).not.toBe(first);
    await deactivated(firstId);
    const secondId = (await paymentRow(payment.id)).stripePaymentLinkId!;
    expect(stand.current.paymentLinks.get(secondId)).toMatchObject({ active: true, amount: 3000 });
  });

  it('gets a new link when Stripe no longer takes payments through the stored one', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family);
    const first = await linkOf(await move(cookie, payment.id, 'payment-link'));
    const firstId = (await paymentRow(payment.id)).stripePaymentLinkId!;
    // Deactivated in the Stripe dashboard, say; the payment is still open.
    stand.current.paymentLinks.get(firstId)!.active = false;

    const second = await linkOf(await move(cookie, payment.id, 'payment-link'));

    expect(second).not.toBe(first);
    expect(stand.current.paymentLinks.get((await paymentRow(payment.id)).stripePaymentLinkId!)?.active).toBe(
      true,
    );
  });

  it('is handed to nobody and deactivated when the payment is paid while Stripe creates it', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family);
    const hold = stand.current.holdNext('/v1/payment_links');

    const asking = move(cookie, payment.id, 'payment-link');
    await hold.received;
    expect((await move(cookie, payment.id, 'mark-paid', { method: 'TWINT_MANUAL' })).status).toBe(200);
    hold.release();
    const refused = await asking;

    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('PAYMENT_NOT_PAYABLE');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', stripePaymentLinkId: null });
    const created = [...stand.current.paymentLinks.values()].filter(
      (l) => l.metadata.anpfiff_payment_id === payment.id,
    );
    expect(created).toHaveLength(1);
    await deactivated(created[0]!.id);
    expect((await auditRowsOf(t, 'payment', payment.id)).map((r) => r.action)).toEqual(['payment.mark_paid']);
  });

  it('answers 502 with a German message when Stripe is down, and stores nothing', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family);
    stand.current.failNext(3, 500);

    const refused = await move(cookie, payment.id, 'payment-link');

    expect(refused.status).toBe(502);
    expect(await errorOf(refused)).toEqual({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte später erneut versuchen.',
    });
    expect((await paymentRow(payment.id)).stripePaymentLinkId).toBeNull();
    expect(await auditRowsOf(t, 'payment', payment.id)).toEqual([]);
  });
});

describe('retiring the link when the payment leaves open', () => {
  /** An open training payment of a new family, with the admin's link made for it. */
  async function linked() {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const payment = await trainingPayment(family, { amountCents: 2500 });
    await linkOf(await move(cookie, payment.id, 'payment-link'));
    const linkId = (await paymentRow(payment.id)).stripePaymentLinkId!;
    expect(stand.current.paymentLinks.get(linkId)?.active).toBe(true);
    return { cookie, family, payment, linkId };
  }

  it('deactivates it when the admin settles the payment with credit', async () => {
    const { cookie, family, payment, linkId } = await linked();
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });

    expect((await move(cookie, payment.id, 'settle-credit')).status).toBe(200);

    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
    await deactivated(linkId);
  });

  it('deactivates it when the parent pays with credit', async () => {
    const { family, payment, linkId } = await linked();
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });

    expect((await post(t, family.cookie, '/api/payments/credit', { paymentId: payment.id })).status).toBe(
      200,
    );

    await deactivated(linkId);
  });

  it('deactivates it when the admin assigns unmatched money to the payment', async () => {
    const { cookie, family, payment, linkId } = await linked();
    // Money kept as unmatched: the parent paid another payment online after the admin recorded it as cash.
    const paidTwice = await trainingPayment(family, { amountCents: 2500 });
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: paidTwice.id }),
    );
    const checkoutId = url.split('/').at(-1)!;
    stand.current.pay(checkoutId, 'card');
    expect((await move(cookie, paidTwice.id, 'mark-paid', { method: 'CASH' })).status).toBe(200);
    await post(t, family.cookie, `/api/payments/checkout/${checkoutId}/sync`);

    const assigned = await call(
      t,
      cookie,
      'POST',
      `/admin/payments/unmatched/${encodeURIComponent(`checkout.return:${checkoutId}`)}/assign`,
      { kind: 'training', paymentId: payment.id },
    );

    expect(assigned.status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'STRIPE_ONLINE' });
    await deactivated(linkId);
  });

  it('deactivates it when the parent cancels the unpaid booking and the open payment is deleted', async () => {
    const { family, payment, linkId } = await linked();

    const cancelled = await cancel(t, family.cookie, 'trainings', payment.sessionId, family.child.id);

    expect(cancelled.status).toBe(200);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id))).toEqual([]);
    await deactivated(linkId);
  });

  it('queues it once when two admins record the payment at once; nothing when a move is refused', async () => {
    const { cookie, payment, linkId } = await linked();

    const answers = await Promise.all([
      move(cookie, payment.id, 'mark-paid', { method: 'CASH' }),
      move(cookie, payment.id, 'mark-paid', { method: 'TWINT_MANUAL' }),
    ]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await queuedDeactivations(linkId)).toBe(1);
    await deactivated(linkId);
  });

  it('is deactivated after a Stripe outage: the move succeeds at once, the job retries until Stripe answers', async () => {
    const { cookie, payment, linkId } = await linked();
    const deactivations = () =>
      stand.current.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_links/${linkId}`);
    // More failures than the SDK's own retries of one attempt: the job's first attempt fails.
    stand.current.failNext(4, 500);

    expect((await move(cookie, payment.id, 'mark-paid', { method: 'CASH' })).status).toBe(200);

    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
    await deactivated(linkId);
    expect(deactivations().length).toBeGreaterThan(1);
  });
});
