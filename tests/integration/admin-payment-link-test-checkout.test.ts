import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { bookSession, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, signedInAdmin } from './admin-fixtures';
import { post, signedInFamily } from './payment-fixtures';

// Without Stripe the admin's "Zahlungslink" is a link to the test checkout, which the parent pays through the same
// fulfilment as a Stripe webhook.

const t = setupTestApp({ APP_URL: 'http://localhost:3999' });

async function paymentRow(id: string) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('the admin payment link (test checkout)', () => {
  it('is one test checkout link, asked twice at once, that the parent pays', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db, { title: 'Probe Testzahlung' });
    const { payment } = await bookSession(t.ctx.db, { sessionId: session.id, childId: family.child.id });
    const ask = () => call(t, cookie, 'POST', `/admin/payments/training/${payment.id}/payment-link`, {});

    const answers = await Promise.all([ask(), ask()]);
    const urls = await Promise.all(answers.map(async (a) => ((await a.json()) as { url: string }).url));

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(urls[0]).toBe(urls[1]);
    expect(urls[0]).toMatch(/^http:\/\/localhost:3999\/testzahlung\/test_cs_/);
    const checkoutId = urls[0]!.split('/').at(-1)!;
    expect((await paymentRow(payment.id)).stripePaymentLinkId).toBe(checkoutId);
    expect(await auditRowsOf(t, 'payment', payment.id)).toMatchObject([{ action: 'payment.link_create' }]);

    const paid = await post(t, family.cookie, `/api/test-checkout/${checkoutId}`, {
      outcome: 'paid',
      paidWith: 'card',
    });

    expect(paid.status).toBe(200);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'SUCCEEDED',
      method: 'STRIPE_ONLINE',
      stripeSessionId: checkoutId,
    });
    const refused = await ask();
    expect(refused.status).toBe(409);
  });

  it('is a new link once the parent cancelled the test checkout of the old one', async () => {
    const cookie = (await signedInAdmin(t)).cookie;
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db, { title: 'Probe Abbruch' });
    const { payment } = await bookSession(t.ctx.db, { sessionId: session.id, childId: family.child.id });
    const ask = async () => {
      const answer = await call(t, cookie, 'POST', `/admin/payments/training/${payment.id}/payment-link`, {});
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { url: string }).url;
    };
    const first = await ask();

    const cancelled = await post(t, family.cookie, `/api/test-checkout/${first.split('/').at(-1)}`, {
      outcome: 'cancelled',
    });

    expect(cancelled.status).toBe(200);
    const second = await ask();
    expect(second).not.toBe(first);
    expect((await paymentRow(payment.id)).stripePaymentLinkId).toBe(second.split('/').at(-1));
  });
});
