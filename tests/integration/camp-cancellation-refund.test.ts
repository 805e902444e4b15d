import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../src/domain/payments/status';
import { campCancellationFees, campPayments } from '../../src/server/db/schema';
import { cancelCamp } from '../../src/server/features/camps/cancel-camp';
import {
  CAMP_REFUND_QUEUE,
  registerCampRefundWorker,
} from '../../src/server/features/payments/camp-refund-job';
import { bookCamp, createAdmin, createCamp } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { cancel, mailsTo } from './booking-fixtures';
import { checkoutUrl, type Family, post, setupStripeStandIn, signedInFamily } from './payment-fixtures';

// Cancelling a camp paid by card or TWINT gives the money back through Stripe, minus the CHF 100 fee (decision
// 011): the cancellation commits with a queued refund job and never waits on Stripe; the job refunds with an
// idempotency key, retries through an outage, and the payment reads "Erstattet" only once Stripe has refunded.

const PROVIDER_MAIL = 'camps@fussballschule.ch';
const t = setupTestApp({ PROVIDER_MAIL });
const stand = setupStripeStandIn(t);

beforeAll(async () => {
  await registerCampRefundWorker(t.ctx, { retryDelaySeconds: 1, retryLimit: 5 });
});

/** A camp of CHF 500 the family booked and paid through a (stand-in) Stripe checkout. */
async function paidOnline(family: Family, method: 'card' | 'twint' = 'card') {
  const camp = await createCamp(t.ctx.db, { priceCents: 50_000 });
  const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: family.child.id });
  const url = await checkoutUrl(
    await post(t, family.cookie, '/api/payments/checkout', { kind: 'camp', paymentId: campPayment.id }),
  );
  const checkoutId = url.split('/').at(-1)!;
  const session = stand.current.pay(checkoutId, method);
  await post(t, family.cookie, `/api/payments/checkout/${checkoutId}/sync`);
  return { camp, campPayment, intentId: session.payment_intent! };
}

async function campPaymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(campPayments).where(eq(campPayments.id, id));
  return row!;
}

const refundsOf = (intentId: string) => stand.current.refunds.filter((r) => r.payment_intent === intentId);

async function queuedRefunds(campPaymentId: string) {
  const result = await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job
    where name = ${CAMP_REFUND_QUEUE} and data->>'campPaymentId' = ${campPaymentId}`);
  return result.rows[0]?.n ?? 0;
}

const refunded = (id: string) =>
  vi.waitFor(async () => expect((await campPaymentRow(id)).status).toBe('REFUNDED'), {
    timeout: 15_000,
    interval: 200,
  });

describe('cancelling a camp paid online', () => {
  it('refunds the price minus the fee through Stripe, once, and only then reads refunded', async () => {
    const family = await signedInFamily(t);
    const { camp, campPayment, intentId } = await paidOnline(family, 'twint');
    const slow = stand.current.holdNext('/v1/refunds');

    const response = await cancel(t, family.cookie, 'camps', camp.id, family.child.id);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ refundCents: 40_000, feeCents: 10_000 });
    // Committed without waiting on Stripe; the money is still with us, so the payment is not "Erstattet" yet.
    await slow.received;
    expect(await campPaymentRow(campPayment.id)).toMatchObject({ status: 'SUCCEEDED', refundCents: null });
    slow.release();
    await refunded(campPayment.id);

    expect(refundsOf(intentId)).toMatchObject([{ amount: 40_000 }]);
    const request = stand.current.requests.find(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === intentId,
    );
    expect(request?.idempotencyKey).toBe(`refund-camp-${campPayment.id}-${intentId}`);
    const row = await campPaymentRow(campPayment.id);
    expect(row).toMatchObject({ method: 'STRIPE_TWINT', refundCents: 40_000 });
    expect(row.manualRefundCompletedAt).not.toBeNull();
    const fees = await t.ctx.db
      .select()
      .from(campCancellationFees)
      .where(eq(campCancellationFees.campPaymentId, campPayment.id));
    expect(fees).toMatchObject([{ amountCents: 10_000, status: 'SUCCEEDED', method: 'STRIPE_TWINT' }]);
    const notice = (await mailsTo(t, PROVIDER_MAIL)).find((m) => m.replyTo === family.parent.email);
    expect(notice?.text).toContain('automatisch über Stripe zurückgezahlt');
    expect(notice?.text).not.toContain('manuelle Rückzahlung ausstehend');
  });

  it('refunds once Stripe is back when it was down at the cancellation', async () => {
    const family = await signedInFamily(t);
    const { camp, campPayment, intentId } = await paidOnline(family);
    // Every call of the first attempt fails (the SDK's own retries included).
    stand.current.failNext(3, 500);

    expect((await cancel(t, family.cookie, 'camps', camp.id, family.child.id)).status).toBe(200);
    await refunded(campPayment.id);

    expect(refundsOf(intentId)).toMatchObject([{ amount: 40_000 }]);
  });

  it('refunds once when the parent and an admin cancel at the same time', async () => {
    const family = await signedInFamily(t);
    const { camp, campPayment, intentId } = await paidOnline(family);
    const admin = await createAdmin(t.ctx.db);

    const results = await Promise.allSettled([
      cancel(t, family.cookie, 'camps', camp.id, family.child.id).then(async (r) => {
        if (r.status !== 200) throw new Error(String(r.status));
      }),
      cancelCamp(t.ctx, {
        actor: { userId: admin.id, role: 'admin' },
        campId: camp.id,
        childId: family.child.id,
      }),
    ]);
    await refunded(campPayment.id);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await queuedRefunds(campPayment.id)).toBe(1);
    expect(refundsOf(intentId)).toHaveLength(1);
  });
});

describe('cancelling a camp paid by hand', () => {
  it.each(['TWINT_MANUAL', 'CASH'] as PaymentMethod[])(
    '%s: nothing goes to Stripe; the refund is "in Bearbeitung" until an admin confirms it',
    async (method) => {
      const family = await signedInFamily(t);
      const camp = await createCamp(t.ctx.db, { priceCents: 50_000 });
      const { campPayment } = await bookCamp(t.ctx.db, {
        campId: camp.id,
        childId: family.child.id,
        status: 'SUCCEEDED',
        method,
      });
      const before = stand.current.requests.length;

      expect((await cancel(t, family.cookie, 'camps', camp.id, family.child.id)).status).toBe(200);

      expect(await campPaymentRow(campPayment.id)).toMatchObject({
        status: 'REFUNDED',
        refundCents: 40_000,
        manualRefundCompletedAt: null,
      });
      expect(await queuedRefunds(campPayment.id)).toBe(0);
      expect(stand.current.requests.slice(before)).toEqual([]);
    },
  );
});
