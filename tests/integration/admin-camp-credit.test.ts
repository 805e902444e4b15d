import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminPaymentMoveResponse,
  AdminPaymentsPage,
  AdminRefundResponse,
} from '../../src/domain/payments/admin-payments-api';
import type { AdminPackDetails } from '../../src/domain/payments/credit-packs-admin-api';
import type { PaymentHistoryPage, PaymentsOverview } from '../../src/domain/payments/payments-api';
import {
  campCancellationFees,
  campPayments,
  campRsvps,
  creditConsumptions,
  creditPacks,
} from '../../src/server/db/schema';
import { bookCamp, createCamp, createCampCancellationFee, createCreditPack } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, signedInAdmin } from './admin-fixtures';
import { cancel } from './booking-fixtures';
import { type Family, signedInFamily } from './payment-fixtures';

// "Camp credit settle is offered only for payments of 2500 cents" (admin-back-office.md section 5; section 4: open,
// exactly 2500 cents, a parent with active credit, method CREDIT): the back office's "Mit Guthaben verrechnen" on a
// CHF 25 camp payment, through the settlement the training payments use. The credit is booked against the camp,
// shows in the family's and the pack's history, and comes back when the payment is refunded.

const t = setupTestApp();
const db = () => t.ctx.db;

async function campPayment(family: Family, priceCents = 2500) {
  const name = `Schnuppercamp ${randomUUID().slice(0, 8)}`;
  const camp = await createCamp(db(), { name, priceCents });
  const { campPayment: payment } = await bookCamp(db(), { campId: camp.id, childId: family.child.id });
  return { camp, payment };
}

async function list(cookie: string, query: string): Promise<AdminPaymentsPage> {
  const response = await call(t, cookie, 'GET', `/admin/payments?tab=camps&${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPaymentsPage;
}

const move = (cookie: string, kind: string, id: string, verb: string) =>
  call(t, cookie, 'POST', `/admin/payments/${kind}/${id}/${verb}`, {});

const packOf = async (parentId: string) =>
  (await db().select().from(creditPacks).where(eq(creditPacks.parentId, parentId)))[0]!;

describe('settling a camp payment with credit', () => {
  it('is offered only on a CHF 25 camp payment of a family with a credit to give, never on a fee', async () => {
    const { cookie } = await signedInAdmin(t);
    const [holding, none] = [await signedInFamily(t), await signedInFamily(t)];
    await createCreditPack(db(), { parentId: holding.parent.id });
    const { camp } = await campPayment(holding);
    await campPayment(holding, 50_000);
    await createCampCancellationFee(db(), { campId: camp.id, childId: holding.child.id, amountCents: 2500 });
    await campPayment(none);

    const actionsOf = async (email: string) =>
      (await list(cookie, `q=${encodeURIComponent(email)}`)).items
        .map((p) => [p.kind, p.amountCents, p.actions])
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(await actionsOf(holding.parent.email)).toEqual([
      ['camp', 2500, ['MARK_PAID', 'SETTLE_WITH_CREDIT']],
      ['camp', 50_000, ['MARK_PAID']],
      ['campFee', 2500, ['MARK_PAID']],
    ]);
    expect(await actionsOf(none.parent.email)).toEqual([['camp', 2500, ['MARK_PAID']]]);
  });

  it('takes one credit, books it against the camp (family and pack history), audited; the move answers the paid row', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const pack = await createCreditPack(db(), { parentId: family.parent.id });
    const { camp, payment } = await campPayment(family);

    const response = await move(cookie, 'camp', payment.id, 'settle-credit');

    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminPaymentMoveResponse).payment).toMatchObject({
      kind: 'camp',
      status: 'SUCCEEDED',
      method: 'CREDIT',
      actions: ['REFUND'],
    });
    const [row] = await db().select().from(campPayments).where(eq(campPayments.id, payment.id));
    expect(row).toMatchObject({ status: 'SUCCEEDED', method: 'CREDIT' });
    expect((await packOf(family.parent.id)).creditsRemaining).toBe(10);
    expect(
      await db().select().from(creditConsumptions).where(eq(creditConsumptions.packId, pack.id)),
    ).toMatchObject([
      { campId: camp.id, campPaymentId: payment.id, sessionId: null, paymentId: null, qty: 1 },
    ]);
    expect(await auditRowsOf(t, 'payment', payment.id)).toMatchObject([
      { action: 'payment.settle_credit', details: { kind: 'camp', packId: pack.id } },
    ]);

    const overview = (await (
      await t.request('/api/payments', { headers: { cookie: family.cookie } })
    ).json()) as PaymentsOverview;
    expect(overview.recentConsumptions).toMatchObject([{ title: camp.name, qty: 1, revertedAt: null }]);
    const history = (await (
      await t.request('/api/payments/history', { headers: { cookie: family.cookie } })
    ).json()) as PaymentHistoryPage;
    expect(history.items.filter((i) => i.type === 'consumption')).toMatchObject([{ title: camp.name }]);
    const details = (await (
      await call(t, cookie, 'GET', `/admin/packs/${pack.id}`)
    ).json()) as AdminPackDetails;
    expect(details.consumptions).toMatchObject([{ title: camp.name, qty: 1 }]);
  });

  it('gives the credit back on its pack when the payment is refunded, and the payment can be reset and released', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    await createCreditPack(db(), { parentId: family.parent.id });
    const { camp, payment } = await campPayment(family);
    expect((await move(cookie, 'camp', payment.id, 'settle-credit')).status).toBe(200);

    const refund = await move(cookie, 'camp', payment.id, 'refund');

    expect(refund.status).toBe(200);
    expect((await refund.json()) as AdminRefundResponse).toMatchObject({
      credit_restored: true,
      manual_refund_required: false,
      payment_method: 'CREDIT',
      payment: { status: 'REFUNDED' },
    });
    expect((await packOf(family.parent.id)).creditsRemaining).toBe(11);
    const [consumption] = await db()
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.campId, camp.id));
    expect(consumption?.revertedAt).not.toBeNull();

    // Open again, then cancelled by the parent: the unpaid payment goes, the reverted ledger row stays.
    expect((await move(cookie, 'camp', payment.id, 'reset')).status).toBe(200);
    expect((await cancel(t, family.cookie, 'camps', camp.id, family.child.id)).status).toBe(200);
    expect(await db().select().from(campPayments).where(eq(campPayments.id, payment.id))).toEqual([]);
    expect(
      await db().select().from(creditConsumptions).where(eq(creditConsumptions.campId, camp.id)),
    ).toMatchObject([{ campPaymentId: null, revertedAt: expect.any(Date) }]);
  });

  it('a parent cancelling within a free window gets the credit back; later the CHF 25 stays as the fee', async () => {
    const { cookie } = await signedInAdmin(t);
    const [early, late] = [await signedInFamily(t), await signedInFamily(t)];
    const outcomes = [];
    for (const [family, freeUntil] of [
      [early, new Date(t.clock.now().getTime() + 3_600_000)],
      [late, null],
    ] as const) {
      await createCreditPack(db(), { parentId: family.parent.id });
      const { camp, payment } = await campPayment(family);
      expect((await move(cookie, 'camp', payment.id, 'settle-credit')).status).toBe(200);
      await db()
        .update(campRsvps)
        .set({ freeCancellationUntil: freeUntil })
        .where(eq(campRsvps.id, payment.campRsvpId!));
      expect((await cancel(t, family.cookie, 'camps', camp.id, family.child.id)).status).toBe(200);
      const [row] = await db().select().from(campPayments).where(eq(campPayments.id, payment.id));
      const [fee] = await db()
        .select()
        .from(campCancellationFees)
        .where(eq(campCancellationFees.campId, camp.id));
      outcomes.push({
        credits: (await packOf(family.parent.id)).creditsRemaining,
        status: row?.status,
        refundCents: row?.refundCents,
        pendingByHand: row?.manualRefundCompletedAt === null,
        feeCents: fee?.amountCents ?? 0,
      });
    }
    expect(outcomes).toEqual([
      { credits: 11, status: 'REFUNDED', refundCents: 2500, pendingByHand: false, feeCents: 0 },
      { credits: 10, status: 'REFUNDED', refundCents: 0, pendingByHand: false, feeCents: 2500 },
    ]);
  });

  it('refuses a camp payment of another amount, a fee and a family without credit: "Konnte Guthaben nicht anwenden."', async () => {
    const { cookie } = await signedInAdmin(t);
    const [holding, none] = [await signedInFamily(t), await signedInFamily(t)];
    await createCreditPack(db(), { parentId: holding.parent.id });
    const { camp, payment: dearer } = await campPayment(holding, 50_000);
    const fee = await createCampCancellationFee(db(), {
      campId: camp.id,
      childId: holding.child.id,
      amountCents: 2500,
    });
    const { payment: noCredit } = await campPayment(none);

    const answers = [
      await move(cookie, 'camp', dearer.id, 'settle-credit'),
      await move(cookie, 'campFee', fee.id, 'settle-credit'),
      await move(cookie, 'camp', noCredit.id, 'settle-credit'),
    ];

    expect(answers.map((r) => r.status)).toEqual([409, 409, 409]);
    for (const answer of answers) {
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
        'Konnte Guthaben nicht anwenden.',
      );
    }
    expect((await packOf(holding.parent.id)).creditsRemaining).toBe(11);
  });
});
