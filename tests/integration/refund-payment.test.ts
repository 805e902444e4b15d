import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campPayments, creditConsumptions, creditPacks, payments } from '../../src/server/db/schema';
import { AppError } from '../../src/server/errors';
import { refundPayment } from '../../src/server/features/payments/refund-payment';
import {
  bookCamp,
  bookSession,
  createCamp,
  createCreditConsumption,
  createCreditPack,
  createSession,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { checkoutUrl, type Family, post, setupStripeStandIn, signedInFamily } from './payment-fixtures';

// The refund service the admin's "Rückerstatten" calls (admin-back-office.md sections 4 and 7): card and TWINT
// through the Stripe API with an idempotency key and never more than was charged, credit back onto its pack,
// "manual refund required" for money paid by hand.

const t = setupTestApp();
const stand = setupStripeStandIn(t);

const refundRequests = () => stand.current.requests.filter((r) => r.path === '/v1/refunds');

/** A training paid online through a real (stand-in) Stripe checkout. */
async function paidOnline(family: Family, method: 'card' | 'twint' = 'card') {
  const { payment } = await bookSession(t.ctx.db, {
    sessionId: (await createSession(t.ctx.db)).id,
    childId: family.child.id,
  });
  const url = await checkoutUrl(
    await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
  );
  const id = url.split('/').at(-1)!;
  const session = stand.current.pay(id, method);
  await post(t, family.cookie, `/api/payments/checkout/${id}/sync`);
  return { payment, intentId: session.payment_intent! };
}

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return err instanceof AppError ? [err.status, err.code] : err;
}

describe('a card or TWINT payment', () => {
  it('is refunded through Stripe with an idempotency key, in full, and becomes REFUNDED', async () => {
    const family = await signedInFamily(t);
    const { payment, intentId } = await paidOnline(family, 'twint');
    const before = refundRequests().length;

    const answer = await refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' });

    const [request] = refundRequests().slice(before);
    expect(request?.idempotencyKey).toBe(`refund-training-${payment.id}-${intentId}`);
    expect(request?.body).toMatchObject({ payment_intent: intentId, amount: '2500' });
    expect(answer).toEqual({
      manual_refund_required: false,
      payment_method: 'STRIPE_TWINT',
      credit_restored: false,
      stripe_refund_id: expect.stringMatching(/^re_/),
      refunded_cents: 2500,
    });
    expect((await paymentRow(payment.id)).status).toBe('REFUNDED');
  });

  it('is refunded once when two admins click at once, and a second refund is refused', async () => {
    const family = await signedInFamily(t);
    const { payment, intentId } = await paidOnline(family);

    const results = await Promise.allSettled([
      refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' }),
      refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' }),
    ]);
    const later = await refusal(refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' }));

    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(later).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);
    // Both may have asked Stripe (outside any transaction), with one key: one refund.
    expect(stand.current.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(stand.current.intent(intentId)).toMatchObject({ latest_charge: { amount_refunded: 2500 } });
  });

  it('is not refunded twice when our write was lost after Stripe refunded: the same key replays', async () => {
    const family = await signedInFamily(t);
    const { payment, intentId } = await paidOnline(family);
    const first = await refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' });
    // As if the transaction had rolled back after Stripe answered: the payment is still SUCCEEDED here.
    await t.ctx.db.update(payments).set({ status: 'SUCCEEDED' }).where(eq(payments.id, payment.id));

    const retry = await refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' });

    expect(retry.stripe_refund_id).toBe(first.stripe_refund_id);
    expect(stand.current.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(stand.current.intent(intentId)).toMatchObject({ latest_charge: { amount_refunded: 2500 } });
  });

  it('holds no lock on the payment while Stripe is asked (decision 011)', async () => {
    const family = await signedInFamily(t);
    const { payment } = await paidOnline(family);
    const slow = stand.current.holdNext('/v1/refunds');

    const refunding = refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' });
    await slow.received;
    const locked = await t.ctx.db
      .transaction((tx) =>
        tx.execute(sql`select id from payments where id = ${payment.id} for update nowait`),
      )
      .then(
        () => 'free',
        (err: unknown) => String((err as { cause?: { code?: string } }).cause?.code ?? err),
      );
    slow.release();
    await refunding;

    expect(locked).toBe('free');
    expect((await paymentRow(payment.id)).status).toBe('REFUNDED');
  });

  it('answers 502 when Stripe is down and leaves the payment paid', async () => {
    const family = await signedInFamily(t);
    const { payment } = await paidOnline(family);
    stand.current.failNext(3, 500);

    expect(await refusal(refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' }))).toEqual([
      502,
      'PAYMENT_PROVIDER_ERROR',
    ]);
    expect((await paymentRow(payment.id)).status).toBe('SUCCEEDED');
  });
});

describe('a camp paid online', () => {
  async function paidCamp(family: Family) {
    const camp = await createCamp(t.ctx.db, { priceCents: 50_000 });
    const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: family.child.id });
    const url = await checkoutUrl(
      await post(t, family.cookie, '/api/payments/checkout', { kind: 'camp', paymentId: campPayment.id }),
    );
    const id = url.split('/').at(-1)!;
    stand.current.pay(id);
    await post(t, family.cookie, `/api/payments/checkout/${id}/sync`);
    return campPayment;
  }

  it('returns the amount asked for (the price minus the fee); nothing stays pending', async () => {
    const family = await signedInFamily(t);
    const campPayment = await paidCamp(family);
    const before = refundRequests().length;

    const answer = await refundPayment(t.ctx, {
      paymentId: campPayment.id,
      kind: 'camp',
      amountCents: 40_000,
    });

    expect(refundRequests().slice(before)[0]?.body).toMatchObject({ amount: '40000' });
    expect(answer).toMatchObject({ manual_refund_required: false, refunded_cents: 40_000 });
    const [row] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, campPayment.id));
    expect(row).toMatchObject({ status: 'REFUNDED', refundCents: 40_000 });
    expect(row?.manualRefundCompletedAt).not.toBeNull();
  });

  it('never returns more than was charged', async () => {
    const family = await signedInFamily(t);
    const campPayment = await paidCamp(family);
    const before = refundRequests().length;

    const answer = await refundPayment(t.ctx, {
      paymentId: campPayment.id,
      kind: 'camp',
      amountCents: 90_000,
    });

    expect(refundRequests().slice(before)[0]?.body).toMatchObject({ amount: '50000' });
    expect(answer.refunded_cents).toBe(50_000);
  });
});

describe('a payment settled with credit', () => {
  it('gets its credit back on the pack it came from', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db);
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'CREDIT',
    });
    const consumption = await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: family.child.id,
      sessionId: session.id,
      paymentId: payment.id,
    });
    const before = refundRequests().length;

    const answer = await refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' });

    expect(answer).toEqual({
      manual_refund_required: false,
      payment_method: 'CREDIT',
      credit_restored: true,
      stripe_refund_id: null,
      refunded_cents: 0,
    });
    const [after] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, pack.id));
    expect(after?.creditsRemaining).toBe(11);
    const [reverted] = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.id, consumption.id));
    expect(reverted?.revertedAt).not.toBeNull();
    expect(refundRequests()).toHaveLength(before);
  });

  it('gets a one-credit refund pack when its own pack has expired meanwhile', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db);
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'CREDIT',
    });
    await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: family.child.id,
      sessionId: session.id,
      paymentId: payment.id,
    });
    await t.ctx.db.update(creditPacks).set({ status: 'EXPIRED' }).where(eq(creditPacks.id, pack.id));
    const [config, clockWas] = [t.ctx.config, t.clock.now()];
    t.ctx.config = { ...config, CREDIT_PACK_VALIDITY_MONTHS: 2 };
    t.clock.set(new Date('2026-03-10T09:00:00Z'));

    const answer = await refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' }).finally(() => {
      t.ctx.config = config;
      t.clock.set(clockWas);
    });

    expect(answer.credit_restored).toBe(true);
    const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, family.parent.id));
    expect(packs.find((p) => p.origin === 'REFUND')).toMatchObject({
      totalCredits: 1,
      creditsRemaining: 1,
      status: 'ACTIVE',
      originPaymentId: payment.id,
      // CREDIT_PACK_VALIDITY_MONTHS, at the same Zurich wall-clock time.
      expiresAt: new Date('2026-05-10T08:00:00Z'),
    });
  });
});

describe('money paid by hand', () => {
  it.each(['TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'BANK_TRANSFER'] as const)(
    '%s: manual refund required, nothing sent to Stripe',
    async (method) => {
      const family = await signedInFamily(t);
      const camp = await createCamp(t.ctx.db);
      const { campPayment } = await bookCamp(t.ctx.db, {
        campId: camp.id,
        childId: family.child.id,
        status: 'SUCCEEDED',
        method,
      });
      const before = refundRequests().length;

      const answer = await refundPayment(t.ctx, { paymentId: campPayment.id, kind: 'camp' });

      expect(answer).toMatchObject({
        manual_refund_required: true,
        payment_method: method,
        credit_restored: false,
        stripe_refund_id: null,
      });
      const [row] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, campPayment.id));
      // "in Bearbeitung" until an admin confirms the repayment.
      expect(row).toMatchObject({ status: 'REFUNDED', manualRefundCompletedAt: null });
      expect(refundRequests()).toHaveLength(before);
    },
  );
});

describe('what cannot be refunded', () => {
  it('an open payment (409) and an unknown one (404)', async () => {
    const family = await signedInFamily(t);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
    });

    expect(await refusal(refundPayment(t.ctx, { paymentId: payment.id, kind: 'training' }))).toEqual([
      409,
      'PAYMENT_NOT_REFUNDABLE',
    ]);
    expect(await refusal(refundPayment(t.ctx, { paymentId: randomUUID(), kind: 'camp' }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });
});
