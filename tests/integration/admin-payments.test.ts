import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminPaymentMoveResponse,
  AdminPaymentsPage,
  AdminRefundResponse,
  AdminRefundsResponse,
  UnmatchedMoneyPage,
} from '../../src/domain/payments/admin-payments-api';
import {
  auditLog,
  campCancellationFees,
  campPayments,
  creditConsumptions,
  creditPacks,
  payments,
  stripeEvents,
} from '../../src/server/db/schema';
import type { PaymentMethod, PaymentStatus } from '../../src/server/db/schema/values';
import {
  bookCamp,
  bookSession,
  createCamp,
  createCampCancellationFee,
  createCreditPack,
  createSession,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, signedInAdmin } from './admin-fixtures';
import { cancel } from './booking-fixtures';
import { checkoutUrl, type Family, post, setupStripeStandIn, signedInFamily } from './payment-fixtures';

// /admin/zahlungen (admin-back-office.md sections 2, 4, 7, 8): the list filtered, sorted, paged and summed in SQL,
// and every move of the payment state machine, legal and refused, each with its audit row in its transaction, the
// three refund paths, and the races an admin's move can run into.

const t = setupTestApp();
const stand = setupStripeStandIn(t);

const db = () => t.ctx.db;

async function admin() {
  return (await signedInAdmin(t)).cookie;
}

async function trainingRow(id: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function campRow(id: string) {
  const [row] = await db().select().from(campPayments).where(eq(campPayments.id, id));
  return row!;
}

/** A training of its own (searchable by its unique title) with one payment of the family. */
async function trainingPayment(
  family: Family,
  state: { status?: PaymentStatus; method?: PaymentMethod | null; amountCents?: number } = {},
) {
  const title = `Probe ${randomUUID().slice(0, 8)}`;
  const session = await createSession(db(), { title });
  const { payment } = await bookSession(db(), { sessionId: session.id, childId: family.child.id, ...state });
  return { title, session, payment };
}

/** A training paid online through a (stand-in) Stripe checkout, synced back as the return page does. */
async function paidOnline(family: Family) {
  const { payment } = await trainingPayment(family);
  const url = await checkoutUrl(
    await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
  );
  const id = url.split('/').at(-1)!;
  const session = stand.current.pay(id, 'card');
  await post(t, family.cookie, `/api/payments/checkout/${id}/sync`);
  return { payment, intentId: session.payment_intent! };
}

const move = (cookie: string, kind: string, id: string, verb: string, json: unknown = {}) =>
  call(t, cookie, 'POST', `/admin/payments/${kind}/${id}/${verb}`, json);

async function list(cookie: string, query: string): Promise<AdminPaymentsPage> {
  const response = await call(t, cookie, 'GET', `/admin/payments?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPaymentsPage;
}

describe('the payments list', () => {
  it('searches, filters by status, sorts, pages and sums the filtered set in SQL', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const title = `Liste ${randomUUID().slice(0, 8)}`;
    const session = await createSession(db(), { title });
    const child = family.child.id;
    // One payment per booking: the factories book the same child on the one training several times over.
    const states = [
      { status: 'REQUIRES_PAYMENT', amountCents: 2500 },
      { status: 'FAILED', amountCents: 3000 },
      { status: 'SUCCEEDED', method: 'CASH', amountCents: 4000 },
      { status: 'SUCCEEDED', method: 'CREDIT', amountCents: 2500 },
      { status: 'REFUNDED', method: 'CASH', amountCents: 5000 },
    ] as const;
    for (const state of states) {
      await db()
        .insert(payments)
        .values({ sessionId: session.id, childId: child, ...state });
    }

    const all = await list(cookie, `q=${encodeURIComponent(title)}&sort=amount&dir=asc`);
    expect(all.items.map((p) => p.amountCents)).toEqual([2500, 2500, 3000, 4000, 5000]);
    expect(all.items.every((p) => p.offerTitle === title && p.parentEmail === family.parent.email)).toBe(
      true,
    );
    expect(all.summary).toEqual({
      receivedCents: 4000,
      outstandingCents: 5500,
      refundedCents: 5000,
      counts: { REQUIRES_PAYMENT: 1, SUCCEEDED: 2, FAILED: 1, REFUNDED: 1, total: 5 },
    });

    const desc = await list(cookie, `q=${encodeURIComponent(title)}&sort=amount&dir=desc&pageSize=2`);
    expect(desc.items.map((p) => p.amountCents)).toEqual([5000, 4000]);
    expect(desc.hasMore).toBe(true);
    const last = await list(cookie, `q=${encodeURIComponent(title)}&sort=amount&dir=desc&pageSize=2&page=3`);
    expect(last.items.map((p) => p.amountCents)).toEqual([2500]);
    expect(last.hasMore).toBe(false);

    const paid = await list(cookie, `q=${encodeURIComponent(title)}&status=paid`);
    expect(paid.items.map((p) => p.method).sort()).toEqual(['CASH', 'CREDIT']);
    expect(paid.summary.receivedCents).toBe(4000);
    expect(paid.items.find((p) => p.method === 'CASH')?.actions).toEqual(['REFUND', 'REOPEN']);

    const byParent = await list(cookie, `q=${encodeURIComponent(family.parent.email)}&status=failed`);
    expect(byParent.items.map((p) => p.amountCents)).toEqual([3000]);
    expect(byParent.items[0]?.actions).toEqual(['MARK_PAID', 'RESET']);
  });

  it('lists camp payments and camp cancellation fees under the Camps tab, never under Trainings', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const name = `Lager ${randomUUID().slice(0, 8)}`;
    const camp = await createCamp(db(), { name });
    await bookCamp(db(), { campId: camp.id, childId: family.child.id });
    await createCampCancellationFee(db(), { campId: camp.id, childId: family.child.id });

    const camps = await list(cookie, `tab=camps&q=${encodeURIComponent(name)}&sort=amount&dir=asc`);
    expect(camps.items.map((p) => [p.kind, p.amountCents])).toEqual([
      ['campFee', 10000],
      ['camp', 50000],
    ]);
    expect(camps.summary.outstandingCents).toBe(60000);
    expect((await list(cookie, `tab=trainings&q=${encodeURIComponent(name)}`)).items).toEqual([]);
  });

  it('refuses an unknown tab, status or sort with a 400 and a German message', async () => {
    const response = await call(t, await admin(), 'GET', '/admin/payments?status=bezahlt');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Bitte Eingaben prüfen.',
    );
  });

  it('exports the filtered list as an Excel-friendly CSV (BOM, ";"), with the Stripe reference', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment, intentId } = await paidOnline(family);
    const [session] = await db().select().from(payments).where(eq(payments.id, payment.id));
    const response = await call(
      t,
      cookie,
      'GET',
      `/admin/payments/export.csv?q=${encodeURIComponent(family.parent.email)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('Datum;Elternteil;Kind;Angebot;Betrag (CHF);Status;Zahlungsart;Stripe-Referenz');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';25.00;Bezahlt;');
    expect(lines[1]?.endsWith(`;${intentId}`)).toBe(true);
    expect(session?.status).toBe('SUCCEEDED');
  });
});

describe('marking a payment paid by hand', () => {
  it('sets an open payment paid with the manual method, in one transaction with its audit row', async () => {
    const { admin: who, cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const { payment } = await trainingPayment(family);

    const response = await move(cookie, 'training', payment.id, 'mark-paid', { method: 'CASH' });

    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminPaymentMoveResponse;
    expect(body.payment).toMatchObject({
      status: 'SUCCEEDED',
      method: 'CASH',
      actions: ['REFUND', 'REOPEN'],
    });
    expect(await trainingRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CASH' });
    const audit = await auditRowsOf(t, 'payment', payment.id);
    expect(audit).toMatchObject([
      { actorId: who.id, action: 'payment.mark_paid', details: { kind: 'training', method: 'CASH' } },
    ]);
  });

  it('also records a failed payment as paid', async () => {
    const family = await signedInFamily(t);
    const { payment } = await trainingPayment(family, { status: 'FAILED' });
    const response = await move(await admin(), 'training', payment.id, 'mark-paid', { method: 'VOUCHER' });
    expect(response.status).toBe(200);
    expect(await trainingRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'VOUCHER' });
  });

  it('refuses a paid payment, an online method and an unknown payment; nothing changes, nothing is audited', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment: paid } = await trainingPayment(family, { status: 'SUCCEEDED', method: 'STRIPE_ONLINE' });
    const { payment: open } = await trainingPayment(family);

    const twice = await move(cookie, 'training', paid.id, 'mark-paid', { method: 'CASH' });
    const online = await move(cookie, 'training', open.id, 'mark-paid', { method: 'STRIPE_ONLINE' });
    const unknown = await move(cookie, 'training', randomUUID(), 'mark-paid', { method: 'CASH' });
    const badKind = await move(cookie, 'shop', open.id, 'mark-paid', { method: 'CASH' });

    expect([twice.status, online.status, unknown.status, badKind.status]).toEqual([409, 400, 404, 404]);
    expect((await errorOf(twice)).code).toBe('PAYMENT_NOT_PAYABLE');
    expect(await trainingRow(paid.id)).toMatchObject({ status: 'SUCCEEDED', method: 'STRIPE_ONLINE' });
    expect(await trainingRow(open.id)).toMatchObject({ status: 'REQUIRES_PAYMENT', method: null });
    expect(await auditRowsOf(t, 'payment', paid.id)).toEqual([]);
    expect(await auditRowsOf(t, 'payment', open.id)).toEqual([]);
  });

  it('pays once when the admin records cash while the parent pays online; the online money is kept for review', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment } = await trainingPayment(family);
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
    );
    const checkoutId = url.split('/').at(-1)!;
    stand.current.pay(checkoutId, 'card');

    const [byAdmin, byParent] = await Promise.all([
      move(cookie, 'training', payment.id, 'mark-paid', { method: 'CASH' }),
      post(t, family.cookie, `/api/payments/checkout/${checkoutId}/sync`),
    ]);

    expect(byParent.status).toBeLessThan(500);
    const row = await trainingRow(payment.id);
    expect(row.status).toBe('SUCCEEDED');
    const kept = await db()
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, `checkout.return:${checkoutId}`));
    if (byAdmin.status === 200) {
      // The admin was first: the card money matched no open payment and waits for an admin, counted nowhere.
      expect(row.method).toBe('CASH');
      expect(kept).toMatchObject([{ outcome: 'unmatched' }]);
    } else {
      expect(byAdmin.status).toBe(409);
      expect(row.method).toBe('STRIPE_ONLINE');
      expect(kept).toEqual([]);
      expect(await auditRowsOf(t, 'payment', payment.id)).toEqual([]);
    }
  });
});

describe('settling with credit', () => {
  it('takes one credit of the family’s oldest-expiring active pack', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const later = await createCreditPack(db(), {
      parentId: family.parent.id,
      expiresAt: new Date(Date.now() + 300 * 86_400_000),
    });
    const sooner = await createCreditPack(db(), {
      parentId: family.parent.id,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const { payment } = await trainingPayment(family);

    const response = await move(cookie, 'training', payment.id, 'settle-credit');

    expect(response.status).toBe(200);
    expect(await trainingRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
    const packs = await db().select().from(creditPacks).where(eq(creditPacks.parentId, family.parent.id));
    expect(packs.find((p) => p.id === sooner.id)?.creditsRemaining).toBe(10);
    expect(packs.find((p) => p.id === later.id)?.creditsRemaining).toBe(11);
    expect(await auditRowsOf(t, 'payment', payment.id)).toMatchObject([{ action: 'payment.settle_credit' }]);
  });

  it('is offered only on a CHF 25 training payment of a family with a credit to give', async () => {
    const cookie = await admin();
    const [none, holding, expired, spent] = [
      await signedInFamily(t),
      await signedInFamily(t),
      await signedInFamily(t),
      await signedInFamily(t),
    ];
    await createCreditPack(db(), { parentId: holding.parent.id });
    await createCreditPack(db(), {
      parentId: expired.parent.id,
      expiresAt: new Date(t.clock.now().getTime() - 1),
    });
    await createCreditPack(db(), { parentId: spent.parent.id, creditsRemaining: 0 });
    for (const family of [none, holding, expired, spent]) await trainingPayment(family);
    const { payment: dearer } = await trainingPayment(holding, { amountCents: 3000 });

    const actionsOf = async (email: string) =>
      (await list(cookie, `q=${encodeURIComponent(email)}`)).items.map((p) => [p.amountCents, p.actions]);
    expect(await actionsOf(none.parent.email)).toEqual([[2500, ['MARK_PAID']]]);
    expect(await actionsOf(expired.parent.email)).toEqual([[2500, ['MARK_PAID']]]);
    expect(await actionsOf(spent.parent.email)).toEqual([[2500, ['MARK_PAID']]]);
    expect((await actionsOf(holding.parent.email)).sort()).toEqual([
      [2500, ['MARK_PAID', 'SETTLE_WITH_CREDIT']],
      [3000, ['MARK_PAID']],
    ]);
    expect(dearer.amountCents).toBe(3000);
  });

  it('refuses without credit, for another amount than CHF 25 (a camp’s too): "Konnte Guthaben nicht anwenden."', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment: noCredit } = await trainingPayment(family);
    const other = await signedInFamily(t);
    await createCreditPack(db(), { parentId: other.parent.id });
    const { payment: dearer } = await trainingPayment(other, { amountCents: 3000 });
    const camp = await createCamp(db(), { priceCents: 50_000 });
    const { campPayment } = await bookCamp(db(), { campId: camp.id, childId: other.child.id });

    const answers = await Promise.all([
      move(cookie, 'training', noCredit.id, 'settle-credit'),
      move(cookie, 'training', dearer.id, 'settle-credit'),
      move(cookie, 'camp', campPayment.id, 'settle-credit'),
    ]);

    expect(answers.map((r) => r.status)).toEqual([409, 409, 409]);
    for (const answer of answers) {
      const body = (await answer.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({
        code: 'CREDIT_NOT_APPLICABLE',
        message: 'Konnte Guthaben nicht anwenden.',
      });
    }
    expect((await trainingRow(dearer.id)).status).toBe('REQUIRES_PAYMENT');
    expect((await campRow(campPayment.id)).status).toBe('REQUIRES_PAYMENT');
    const [pack] = await db().select().from(creditPacks).where(eq(creditPacks.parentId, other.parent.id));
    expect(pack?.creditsRemaining).toBe(11);
  });
});

describe('refunding', () => {
  it('sends card money back through Stripe with the idempotency key, once when two admins click at once', async () => {
    const [first, second] = [await admin(), await admin()];
    const family = await signedInFamily(t);
    const { payment, intentId } = await paidOnline(family);

    const answers = await Promise.all([
      move(first, 'training', payment.id, 'refund'),
      move(second, 'training', payment.id, 'refund'),
    ]);

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = answers.find((r) => r.status === 200)!;
    expect((await ok.json()) as AdminRefundResponse).toMatchObject({
      manual_refund_required: false,
      credit_restored: false,
      payment_method: 'STRIPE_ONLINE',
      payment: { status: 'REFUNDED' },
    });
    expect(stand.current.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(stand.current.intent(intentId)).toMatchObject({ latest_charge: { amount_refunded: 2500 } });
    expect(await auditRowsOf(t, 'payment', payment.id)).toMatchObject([
      { action: 'payment.refund', details: { amountCents: 2500 } },
    ]);
  });

  it('restores the credit of a payment settled with credit', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const pack = await createCreditPack(db(), { parentId: family.parent.id });
    const { payment } = await trainingPayment(family);
    expect((await move(cookie, 'training', payment.id, 'settle-credit')).status).toBe(200);

    const response = await move(cookie, 'training', payment.id, 'refund');

    expect(await response.json()).toMatchObject({ manual_refund_required: false, credit_restored: true });
    const [row] = await db().select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(row?.creditsRemaining).toBe(11);
    const [consumption] = await db()
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.paymentId, payment.id));
    expect(consumption?.revertedAt).not.toBeNull();
  });

  it('flags money paid by hand for a manual return; a camp then waits in the Refunds tab', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const camp = await createCamp(db());
    const { campPayment } = await bookCamp(db(), {
      campId: camp.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'TWINT_MANUAL',
    });

    const response = await move(cookie, 'camp', campPayment.id, 'refund');

    expect(await response.json()).toMatchObject({
      manual_refund_required: true,
      credit_restored: false,
      payment_method: 'TWINT_MANUAL',
    });
    expect(await campRow(campPayment.id)).toMatchObject({ status: 'REFUNDED', refundCents: 50000 });
    const refunds = (await (
      await call(t, cookie, 'GET', '/admin/payments/refunds')
    ).json()) as AdminRefundsResponse;
    expect(refunds.pending.find((p) => p.id === campPayment.id)).toMatchObject({
      refundCents: 50000,
      feeCents: 0,
    });
  });

  it('refuses an open payment (409); nothing changes', async () => {
    const family = await signedInFamily(t);
    const { payment } = await trainingPayment(family);
    const response = await move(await admin(), 'training', payment.id, 'refund');
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect((await trainingRow(payment.id)).status).toBe('REQUIRES_PAYMENT');
    expect(await auditRowsOf(t, 'payment', payment.id)).toEqual([]);
  });

  it('moves money once when the admin refunds while the parent cancels the camp paid in cash', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const camp = await createCamp(db());
    const { campPayment } = await bookCamp(db(), {
      campId: camp.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });

    const [byAdmin, byParent] = await Promise.all([
      move(cookie, 'camp', campPayment.id, 'refund'),
      cancel(t, family.cookie, 'camps', camp.id, family.child.id),
    ]);

    expect(byParent.status).toBe(200);
    const row = await campRow(campPayment.id);
    expect(row.status).toBe('REFUNDED');
    const fees = await db()
      .select()
      .from(campCancellationFees)
      .where(eq(campCancellationFees.campPaymentId, campPayment.id));
    const audits = await auditRowsOf(t, 'payment', campPayment.id);
    // Either the admin's full refund or the cancellation's refund minus the fee: never both.
    if (byAdmin.status === 200) {
      expect([row.refundCents, fees.length, audits.length]).toEqual([50000, 0, 1]);
    } else {
      expect(byAdmin.status).toBe(409);
      expect([row.refundCents, fees.length, audits.length]).toEqual([40000, 1, 0]);
    }
  });
});

describe('resetting', () => {
  it('opens a refunded payment again with no method and no provider references', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment } = await paidOnline(family);
    expect((await move(cookie, 'training', payment.id, 'refund')).status).toBe(200);

    const response = await move(cookie, 'training', payment.id, 'reset');

    expect(response.status).toBe(200);
    expect(await trainingRow(payment.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT',
      method: null,
      paidAt: null,
      stripeSessionId: null,
      stripePaymentIntentId: null,
      stripePaymentLinkId: null,
    });
    const actions = (await auditRowsOf(t, 'payment', payment.id)).map((r) => r.action);
    expect(actions).toEqual(['payment.refund', 'payment.reset']);
  });

  it('opens a failed payment and one recorded by hand again', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment: failed } = await trainingPayment(family, { status: 'FAILED' });
    const { payment: cash } = await trainingPayment(family, { status: 'SUCCEEDED', method: 'CASH' });
    expect((await move(cookie, 'training', failed.id, 'reset')).status).toBe(200);
    expect((await move(cookie, 'training', cash.id, 'reset')).status).toBe(200);
    expect(await trainingRow(failed.id)).toMatchObject({ status: 'REQUIRES_PAYMENT', method: null });
    expect(await trainingRow(cash.id)).toMatchObject({ status: 'REQUIRES_PAYMENT', method: null });
  });

  it('refuses money paid online or with credit, and an open payment; nothing changes', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment: online } = await trainingPayment(family, {
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
    });
    const { payment: open } = await trainingPayment(family);
    const answers = [
      await move(cookie, 'training', online.id, 'reset'),
      await move(cookie, 'training', open.id, 'reset'),
    ];
    expect(answers.map((r) => r.status)).toEqual([409, 409]);
    const body = (await answers[0]!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PAYMENT_NOT_RESETTABLE');
    expect(await trainingRow(online.id)).toMatchObject({ status: 'SUCCEEDED', method: 'STRIPE_TWINT' });
    expect(await auditRowsOf(t, 'payment', online.id)).toEqual([]);
  });
});

describe('the Refunds tab', () => {
  it('lists a cancelled camp paid by hand with the CHF 100 fee; "Bestätigen" completes it once', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const camp = await createCamp(db(), { priceCents: 50000 });
    const { campPayment } = await bookCamp(db(), {
      campId: camp.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    expect((await cancel(t, family.cookie, 'camps', camp.id, family.child.id)).status).toBe(200);

    const before = (await (
      await call(t, cookie, 'GET', '/admin/payments/refunds')
    ).json()) as AdminRefundsResponse;
    expect(before.pending.find((p) => p.id === campPayment.id)).toMatchObject({
      campName: camp.name,
      originalCents: 50000,
      refundCents: 40000,
      feeCents: 10000,
    });

    const confirmed = await move(cookie, 'camp', campPayment.id, 'confirm-refund');
    const again = await move(cookie, 'camp', campPayment.id, 'confirm-refund');

    expect(confirmed.status).toBe(200);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('REFUND_NOT_PENDING');
    expect((await campRow(campPayment.id)).manualRefundCompletedAt).not.toBeNull();
    const after = (await (
      await call(t, cookie, 'GET', '/admin/payments/refunds')
    ).json()) as AdminRefundsResponse;
    expect(after.pending.find((p) => p.id === campPayment.id)).toBeUndefined();
    expect(await auditRowsOf(t, 'payment', campPayment.id)).toMatchObject([
      { action: 'payment.refund_confirm' },
    ]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, campPayment.id));
    expect(audit?.subjectType).toBe('payment');
  });
});

describe('Stripe refunds of cancelled camps in the Refunds tab', () => {
  async function queuedRefund() {
    const family = await signedInFamily(t);
    const camp = await createCamp(db(), { priceCents: 50000 });
    const { campPayment } = await bookCamp(db(), {
      campId: camp.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'STRIPE_ONLINE',
    });
    // No refund worker runs in this file: the cancellation's refund stays queued.
    expect((await cancel(t, family.cookie, 'camps', camp.id, family.child.id)).status).toBe(200);
    return { camp, campPayment };
  }

  const refundsTab = async (cookie: string) =>
    (await (await call(t, cookie, 'GET', '/admin/payments/refunds')).json()) as AdminRefundsResponse;

  it('lists a queued refund; a failed one can be queued again, once, audited', async () => {
    const cookie = await admin();
    const { camp, campPayment } = await queuedRefund();
    expect((await refundsTab(cookie)).stripe.find((r) => r.campPaymentId === campPayment.id)).toMatchObject({
      campName: camp.name,
      originalCents: 50000,
      refundCents: 40000,
      state: 'QUEUED',
    });
    const early = await move(cookie, 'camp', campPayment.id, 'retry-refund');
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('REFUND_NOT_FAILED');

    // As if every retry had met a Stripe outage.
    await db().execute(
      sql`update pgboss.job set state = 'failed' where data->>'campPaymentId' = ${campPayment.id}`,
    );
    expect((await refundsTab(cookie)).stripe.find((r) => r.campPaymentId === campPayment.id)?.state).toBe(
      'FAILED',
    );

    const retried = await move(cookie, 'camp', campPayment.id, 'retry-refund');
    const twice = await move(cookie, 'camp', campPayment.id, 'retry-refund');

    expect([retried.status, twice.status]).toEqual([202, 409]);
    expect((await refundsTab(cookie)).stripe.find((r) => r.campPaymentId === campPayment.id)?.state).toBe(
      'QUEUED',
    );
    const jobs = await db().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job
      where data->>'campPaymentId' = ${campPayment.id}`);
    expect(jobs.rows[0]?.n).toBe(2);
    expect(await auditRowsOf(t, 'payment', campPayment.id)).toMatchObject([
      { action: 'payment.refund_retry' },
    ]);
  });
});

// Creating, reusing, paying and deactivating the link: admin-payment-link.test.ts.
describe('the payment link', () => {
  it('refuses a paid payment (409) and an unknown one (404); no checkout is opened', async () => {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment } = await trainingPayment(family, { status: 'SUCCEEDED', method: 'CASH' });
    const before = stand.current.requests.length;
    const paid = await move(cookie, 'training', payment.id, 'payment-link');
    const unknown = await move(cookie, 'camp', randomUUID(), 'payment-link');
    expect([paid.status, unknown.status]).toEqual([409, 404]);
    expect((await errorOf(paid)).code).toBe('PAYMENT_NOT_PAYABLE');
    expect(stand.current.requests.length).toBe(before);
  });
});

describe('unmatched money', () => {
  /** The admin records cash first; the parent's card payment then matches no open payment and is kept. */
  async function unmatchedMoney() {
    const cookie = await admin();
    const family = await signedInFamily(t);
    const { payment } = await trainingPayment(family);
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
    );
    const checkoutId = url.split('/').at(-1)!;
    const session = stand.current.pay(checkoutId, 'twint');
    expect((await move(cookie, 'training', payment.id, 'mark-paid', { method: 'CASH' })).status).toBe(200);
    await post(t, family.cookie, `/api/payments/checkout/${checkoutId}/sync`);
    return { cookie, family, eventId: `checkout.return:${checkoutId}`, intentId: session.payment_intent! };
  }

  const unmatchedList = async (cookie: string) =>
    (await (
      await call(t, cookie, 'GET', '/admin/payments/unmatched?pageSize=100')
    ).json()) as UnmatchedMoneyPage;
  const resolve = (cookie: string, eventId: string, verb: string, json: unknown = {}) =>
    call(t, cookie, 'POST', `/admin/payments/unmatched/${encodeURIComponent(eventId)}/${verb}`, json);

  it('is listed with amount, Stripe checkout and the parent’s e-mail, and assigned to an open payment once', async () => {
    const { cookie, family, eventId, intentId } = await unmatchedMoney();
    expect((await unmatchedList(cookie)).items.find((m) => m.id === eventId)).toMatchObject({
      amountCents: 2500,
      parentEmail: family.parent.email,
      resolution: null,
    });
    const { payment: other } = await trainingPayment(family);
    const { payment: dearer } = await trainingPayment(family, { amountCents: 3000 });

    const mismatch = await resolve(cookie, eventId, 'assign', { kind: 'training', paymentId: dearer.id });
    const [first, second] = await Promise.all([
      resolve(cookie, eventId, 'assign', { kind: 'training', paymentId: other.id }),
      resolve(cookie, eventId, 'assign', { kind: 'training', paymentId: other.id }),
    ]);

    expect(mismatch.status).toBe(409);
    expect((await errorOf(mismatch)).code).toBe('UNMATCHED_AMOUNT_MISMATCH');
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await trainingRow(other.id)).toMatchObject({
      status: 'SUCCEEDED',
      method: 'STRIPE_TWINT',
      stripePaymentIntentId: intentId,
    });
    expect((await trainingRow(dearer.id)).status).toBe('REQUIRES_PAYMENT');
    expect((await unmatchedList(cookie)).items.find((m) => m.id === eventId)?.resolution).toMatchObject({
      kind: 'ASSIGNED',
      paymentId: other.id,
    });
    expect(await auditRowsOf(t, 'unmatched', eventId)).toMatchObject([{ action: 'unmatched.assign' }]);
  });

  it('is refunded through Stripe once when two admins click at once, and then stays listed as refunded', async () => {
    const { cookie, eventId, intentId } = await unmatchedMoney();
    const second = await admin();

    const answers = await Promise.all([
      resolve(cookie, eventId, 'refund'),
      resolve(second, eventId, 'refund'),
    ]);

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(stand.current.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect((await unmatchedList(cookie)).items.find((m) => m.id === eventId)?.resolution?.kind).toBe(
      'REFUNDED',
    );
    const later = await resolve(cookie, eventId, 'assign', { kind: 'training', paymentId: randomUUID() });
    expect(later.status).toBe(409);
    expect((await errorOf(later)).code).toBe('UNMATCHED_RESOLVED');
  });

  it('refuses an unknown entry (404) and a bad target (400); nothing changes', async () => {
    const { cookie, eventId } = await unmatchedMoney();
    expect((await resolve(cookie, 'evt_unknown', 'refund')).status).toBe(404);
    expect((await resolve(cookie, eventId, 'assign', { kind: 'shop', paymentId: 'x' })).status).toBe(400);
    expect((await unmatchedList(cookie)).items.find((m) => m.id === eventId)?.resolution).toBeNull();
  });
});
