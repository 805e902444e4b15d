import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSiblingDiscountRules, PriceQuote } from '../../src/domain/pricing/family-prices-api';
import { creditPacks, payments } from '../../src/server/db/schema';
import { registerCampRefundWorker } from '../../src/server/features/payments/camp-refund-job';
import { createChild, createCreditPack, createParent, createSession, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { call, signedInAdmin } from './admin-fixtures';
import { book, cancel, mailsTo, zurich } from './booking-fixtures';
import { checkoutUrl, post, setupStripeStandIn } from './payment-fixtures';

// Family prices for trainings (decision 053 as amended 2026-11-29): a training rule discounts the seats paid with
// money, priced in the booking under the training's lock; the family's credit pays one training with one credit at
// the list price; the period is the training itself; a cancellation raises the family's open payments, never lowers.

const PROVIDER_MAIL = 'trainings@fussballschule.ch';
const t = setupTestApp({ PROVIDER_MAIL });
const stand = setupStripeStandIn(t);
const SATURDAY = zurich('2026-05-09', '10:00');

beforeAll(async () => {
  await registerCampRefundWorker(t.ctx, { retryDelaySeconds: 1, retryLimit: 5 });
  t.clock.set(zurich('2026-05-04', '09:00'));
  const { cookie } = await signedInAdmin(t);
  const set = await call(t, cookie, 'PUT', '/admin/sibling-discounts', {
    offerKind: 'training',
    validFrom: '2026-05-01',
    secondChildPercent: 10,
    thirdChildPercent: 20,
  });
  expect(set.status, await set.clone().text()).toBe(200);
  const { rules } = (await set.json()) as AdminSiblingDiscountRules;
  expect(rules.map((r) => [r.offerKind, r.current])).toEqual([['training', true]]);
});
beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

async function parentWith(count: number) {
  const parent = await createParent(t.ctx.db, { lastName: 'Muster' });
  const kids = [];
  for (let i = 0; i < count; i++)
    kids.push(await createChild(t.ctx.db, { parentId: parent.id, firstName: `Kind${i + 1}` }));
  return { parent, kids, cookie: await sessionCookieFor(t, parent.id) };
}

const training = (startsAt = SATURDAY) => createSession(t.ctx.db, { startsAt, capacity: 10 });

/** A family of `count` children, all booked into a new training in one request. */
async function siblingsBooked(count: number) {
  const family = await parentWith(count);
  const session = await training();
  await booked(
    family.cookie,
    session.id,
    family.kids.map((k) => k.id),
  );
  return { ...family, session };
}
const paidByBank = (paymentId: string) =>
  t.ctx.db
    .update(payments)
    .set({ status: 'SUCCEEDED', method: 'BANK_TRANSFER', paidAt: new Date() })
    .where(eq(payments.id, paymentId));

async function paymentsOf(sessionId: string) {
  const rows = await t.ctx.db.select().from(payments).where(eq(payments.sessionId, sessionId));
  return new Map(rows.map((row) => [row.childId, row]));
}

async function booked(cookie: string, sessionId: string, childIds: string[]) {
  const response = await book(t, cookie, 'trainings', sessionId, childIds);
  expect(response.status, await response.clone().text()).toBe(201);
}

const amounts = (paid: Map<string, typeof payments.$inferSelect>, ids: string[]) =>
  ids.map((id) => [paid.get(id)?.amountCents, paid.get(id)?.discountCents, paid.get(id)?.siblingPosition]);

describe('siblings in one training, paid with money', () => {
  it('charges the 2nd child 10 % and the 3rd 20 % less, and the booking mail names the discount', async () => {
    const { parent, kids, session } = await siblingsBooked(3);
    const paid = await paymentsOf(session.id);
    expect(
      amounts(
        paid,
        kids.map((k) => k.id),
      ),
    ).toEqual([
      [2_500, 0, null],
      [2_250, 250, 2],
      [2_000, 500, 3],
    ]);
    const [mail] = await mailsTo(t, parent.email);
    expect(mail?.text).toMatch(/Kind2 Muster: CHF.22\.50, Offen · Geschwisterrabatt 10 %: −CHF.2\.50/);
    expect(mail?.text).toMatch(/Geschwisterrabatt 20 %: −CHF.5\.00/);
  });

  it('prices each training on its own: a sibling in another training the same day pays the full price', async () => {
    const { kids, cookie } = await parentWith(2);
    const morning = await training(zurich('2026-05-09', '09:00'));
    const noon = await training(zurich('2026-05-09', '12:00'));
    await booked(cookie, morning.id, [kids[0]!.id]);
    await booked(cookie, noon.id, [kids[1]!.id]);
    expect((await paymentsOf(noon.id)).get(kids[1]!.id)?.amountCents).toBe(2_500);
  });

  it('counts the second parent’s children only through an accepted link, and not a GRATIS child', async () => {
    const a = await parentWith(1);
    const b = await parentWith(2);
    const session = await training();
    await booked(a.cookie, session.id, [a.kids[0]!.id]);
    await booked(b.cookie, session.id, [b.kids[0]!.id]);
    expect((await paymentsOf(session.id)).get(b.kids[0]!.id)?.amountCents).toBe(2_500);

    // a's child is free of charge: it holds no position once the families are one.
    await t.ctx.db
      .update(payments)
      .set({ status: 'SUCCEEDED', method: 'GRATIS', paidAt: new Date() })
      .where(eq(payments.childId, a.kids[0]!.id));
    await linkSecondParent(t.ctx.db, { parentId: a.parent.id, secondParentId: b.parent.id });
    await booked(b.cookie, session.id, [b.kids[1]!.id]);
    // b's first child is the paying first, this one the second.
    expect(amounts(await paymentsOf(session.id), [b.kids[1]!.id])).toEqual([[2_250, 250, 2]]);
  });

  it('quotes the price before confirming; another family’s child is not found', async () => {
    const { kids, cookie } = await parentWith(2);
    const session = await training();
    const response = await call(t, cookie, 'POST', `/trainings/${session.id}/price-quote`, {
      childIds: kids.map((k) => k.id),
    });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as PriceQuote;
    expect(quote.lines.map((l) => [l.amountCents, l.reason])).toEqual([
      [2_500, null],
      [2_250, 'Geschwisterrabatt 2. Kind –10 %'],
    ]);
    expect(quote.totalCents).toBe(4_750);
    const other = await parentWith(1);
    const foreign = await call(t, cookie, 'POST', `/trainings/${session.id}/price-quote`, {
      childIds: [other.kids[0]!.id],
    });
    expect(foreign.status).toBe(404);
  });
});

describe('a promotion from the waitlist', () => {
  it('prices the promoted sibling by the rule at the promotion', async () => {
    const { kids, cookie } = await parentWith(2);
    const other = await parentWith(1);
    const session = await createSession(t.ctx.db, { startsAt: SATURDAY, capacity: 2 });
    await booked(cookie, session.id, [kids[0]!.id]);
    await booked(other.cookie, session.id, [other.kids[0]!.id]);
    const joined = await call(t, cookie, 'POST', `/trainings/${session.id}/waitlist`, {
      childIds: [kids[1]!.id],
      acceptTerms: true,
    });
    expect(joined.status, await joined.clone().text()).toBe(201);

    expect((await cancel(t, other.cookie, 'trainings', session.id, other.kids[0]!.id)).status).toBe(200);
    expect(amounts(await paymentsOf(session.id), [kids[1]!.id])).toEqual([[2_250, 250, 2]]);
  });
});

describe('siblings paid with the family’s credit', () => {
  it('spends one credit per child at the list price; a child the credit cannot pay keeps its discount', async () => {
    const { parent, kids, cookie } = await parentWith(3);
    const pack = await createCreditPack(t.ctx.db, { parentId: parent.id, totalCredits: 2 });
    const session = await training();
    await booked(
      cookie,
      session.id,
      kids.map((k) => k.id),
    );
    const paid = await paymentsOf(session.id);
    expect(kids.map((k) => [paid.get(k.id)?.status, paid.get(k.id)?.method])).toEqual([
      ['SUCCEEDED', 'CREDIT'],
      ['SUCCEEDED', 'CREDIT'],
      ['REQUIRES_PAYMENT', null],
    ]);
    expect(
      amounts(
        paid,
        kids.map((k) => k.id),
      ),
    ).toEqual([
      [2_500, 0, null],
      [2_500, 0, null],
      [2_000, 500, 3],
    ]);
    const [after] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(0);
  });
});

describe('a sibling’s cancellation', () => {
  it('raises the open 2nd child to the full price, keeps a paid one, and credits nothing', async () => {
    const { parent, kids, cookie, session } = await siblingsBooked(3);
    const before = await paymentsOf(session.id);
    await t.ctx.db
      .update(payments)
      .set({ status: 'SUCCEEDED', method: 'BANK_TRANSFER', paidAt: new Date() })
      .where(eq(payments.id, before.get(kids[1]!.id)!.id));

    expect((await cancel(t, cookie, 'trainings', session.id, kids[0]!.id)).status).toBe(200);
    const after = await paymentsOf(session.id);
    expect(after.has(kids[0]!.id)).toBe(false); // unpaid and on time: released
    expect(amounts(after, [kids[1]!.id, kids[2]!.id])).toEqual([
      [2_250, 250, 2], // paid: unchanged
      [2_250, 250, 2], // open: the 2nd paying child now
    ]);
    const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parent.id));
    expect(packs).toEqual([]);
  });

  it('a late cancellation still pays for its seat: the siblings keep their price', async () => {
    const { kids, session } = await siblingsBooked(2);
    t.clock.set(zurich('2026-05-09', '08:00'));
    const admin = await signedInAdmin(t);
    const removed = await call(
      t,
      admin.cookie,
      'DELETE',
      `/admin/trainings/${session.id}/participants/${kids[0]!.id}`,
    );
    expect(removed.status, await removed.clone().text()).toBe(200);
    const after = await paymentsOf(session.id);
    expect(after.get(kids[0]!.id)?.amountCents).toBe(2_500); // still owed (decision 033)
    expect(amounts(after, [kids[1]!.id])).toEqual([[2_250, 250, 2]]);
  });
});

describe('an on-time cancellation of a seat paid with money', () => {
  /** Pays the training payment through a (stand-in) Stripe checkout; answers the charge's payment intent. */
  async function paidOnline(cookie: string, paymentId: string) {
    const url = await checkoutUrl(
      await post(t, cookie, '/api/payments/checkout', { kind: 'training', paymentId }),
    );
    const checkoutId = url.split('/').at(-1)!;
    const session = stand.current.pay(checkoutId, 'twint');
    await post(t, cookie, `/api/payments/checkout/${checkoutId}/sync`);
    return session.payment_intent!;
  }
  const packsOf = (parentId: string) =>
    t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parentId));

  it('gives a discounted seat paid by TWINT back what was paid through Stripe, and no credit', async () => {
    const { parent, kids, cookie, session } = await siblingsBooked(2);
    const payment = (await paymentsOf(session.id)).get(kids[1]!.id)!;
    const intentId = await paidOnline(cookie, payment.id);

    const response = await cancel(t, cookie, 'trainings', session.id, kids[1]!.id);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'REFUNDED', creditBack: 0, refundCents: 2_250 });
    await vi.waitFor(
      async () => expect((await paymentsOf(session.id)).get(kids[1]!.id)?.status).toBe('REFUNDED'),
      { timeout: 15_000, interval: 200 },
    );
    expect(stand.current.refunds.filter((r) => r.payment_intent === intentId)).toMatchObject([
      { amount: 2_250 },
    ]);
    const request = stand.current.requests.find(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === intentId,
    );
    expect(request?.idempotencyKey).toBe(`refund-training-${payment.id}-${intentId}`);
    expect(await packsOf(parent.id)).toEqual([]);
    const mail = (await mailsTo(t, parent.email)).find((m) => m.subject.startsWith('Abmeldung'));
    expect(mail?.text).toMatch(/Der bezahlte Betrag von CHF.22\.50 wird zurückerstattet/);
    expect(mail?.text).not.toMatch(/Guthaben im Wert/);
  });

  it('flags a discounted seat paid by bank transfer for the provider to pay back by hand, and no credit', async () => {
    const { parent, kids, cookie, session } = await siblingsBooked(2);
    const payment = (await paymentsOf(session.id)).get(kids[1]!.id)!;
    await paidByBank(payment.id);

    const response = await cancel(t, cookie, 'trainings', session.id, kids[1]!.id);
    expect(await response.json()).toMatchObject({ outcome: 'REFUNDED', creditBack: 0, refundCents: 2_250 });
    expect((await paymentsOf(session.id)).get(kids[1]!.id)?.status).toBe('REFUNDED');
    expect(await packsOf(parent.id)).toEqual([]);
    const notice = (await mailsTo(t, PROVIDER_MAIL)).find((m) => m.subject.includes('Kind2 Muster'));
    expect(notice?.text).toMatch(/CHF.22\.50.*von Hand/);
  });

  it('gives a full-price seat paid with money one credit back, as before', async () => {
    const { parent, kids, cookie, session } = await siblingsBooked(2);
    const payment = (await paymentsOf(session.id)).get(kids[0]!.id)!;
    await paidByBank(payment.id);

    const response = await cancel(t, cookie, 'trainings', session.id, kids[0]!.id);
    expect(await response.json()).toMatchObject({ outcome: 'REFUNDED', creditBack: 1, refundCents: 0 });
    expect((await packsOf(parent.id)).map((p) => p.creditsRemaining)).toEqual([1]);
  });
});

describe('a late cancellation before a sibling is booked', () => {
  it('still counts the late-cancelled seat as the paying first child', async () => {
    const { kids, cookie } = await parentWith(2);
    const session = await training();
    await booked(cookie, session.id, [kids[0]!.id]);
    await paidByBank((await paymentsOf(session.id)).get(kids[0]!.id)!.id);
    t.clock.set(zurich('2026-05-09', '08:00'));
    expect((await cancel(t, cookie, 'trainings', session.id, kids[0]!.id)).status).toBe(200);

    await booked(cookie, session.id, [kids[1]!.id]);
    expect(amounts(await paymentsOf(session.id), [kids[1]!.id])).toEqual([[2_250, 250, 2]]);
  });
});
