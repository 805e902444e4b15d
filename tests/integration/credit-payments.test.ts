import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditConsumptions, creditPacks, payments } from '../../src/server/db/schema';
import { expireCreditPacks } from '../../src/server/features/credit-packs/expire-packs';
import {
  bookSession,
  createChild,
  createCreditPack,
  createParent,
  createSession,
  linkSecondParent,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { errorCode, type Family, get, post, signedInFamily } from './payment-fixtures';

// "Mit Guthaben bezahlen" (docs/reliability.md promise 2): a CHF 25 training payment, one credit of the
// family's usable packs (soonest expiry first), under row locks: the last credit pays exactly once and the
// balance never goes below zero.

const t = setupTestApp();

async function openPayment(family: Family, priceCents = 2500) {
  const session = await createSession(t.ctx.db, { priceCents });
  return (await bookSession(t.ctx.db, { sessionId: session.id, childId: family.child.id })).payment;
}

async function pack(id: string) {
  const [row] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, id));
  return row!;
}

const payWithCredit = (cookie: string, paymentId: string) =>
  post(t, cookie, '/api/payments/credit', { paymentId });

/** The ledger of a pack must balance: remaining = total - active consumptions. */
async function ledgerOf(packId: string) {
  const result = await t.ctx.db.execute<{ remaining: number; expected: number }>(sql`
    select k.credits_remaining as remaining,
      k.total_credits - coalesce((select sum(qty) from credit_consumptions c
        where c.pack_id = k.id and c.reverted_at is null), 0)::int as expected
    from credit_packs k where k.id = ${packId}`);
  return result.rows[0]!;
}

describe('paying with credit', () => {
  it('settles a CHF 25 training with one credit of the family', async () => {
    const family = await signedInFamily(t);
    const bought = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const payment = await openPayment(family);

    const answer = await payWithCredit(family.cookie, payment.id);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ paymentId: payment.id, status: 'SUCCEEDED', method: 'CREDIT' });
    expect((await pack(bought.id)).creditsRemaining).toBe(10);
    const consumptions = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(eq(creditConsumptions.paymentId, payment.id));
    expect(consumptions).toMatchObject([{ packId: bought.id, childId: family.child.id, qty: 1 }]);
    const overview = (await (await get(t, family.cookie, '/api/payments')).json()) as {
      credit: { balance: number };
      recentConsumptions: { id: string }[];
    };
    expect(overview.credit.balance).toBe(10);
    expect(overview.recentConsumptions.map((c) => c.id)).toEqual([consumptions[0]!.id]);
  });

  it('lets the second parent pay with the first parent’s pack', async () => {
    const family = await signedInFamily(t);
    const partner = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: family.parent.id, secondParentId: partner.id });
    const bought = await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 11 });
    const payment = await openPayment(family);

    const answer = await payWithCredit(await sessionCookieFor(t, partner.id), payment.id);

    expect(answer.status).toBe(200);
    expect((await pack(bought.id)).creditsRemaining).toBe(10);
  });

  it('takes the credit from the pack that expires first', async () => {
    const family = await signedInFamily(t);
    const later = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      expiresAt: new Date(Date.now() + 300 * 86_400_000),
    });
    const sooner = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });

    await payWithCredit(family.cookie, (await openPayment(family)).id);

    expect((await pack(sooner.id)).creditsRemaining).toBe(10);
    expect((await pack(later.id)).creditsRemaining).toBe(11);
  });

  it.each([
    { case: 'a payment that is not CHF 25', price: 3000, credits: 11, status: 409 },
    { case: 'a family without credit', price: 2500, credits: 0, status: 409 },
  ])('refuses $case with "Konnte Guthaben nicht anwenden."', async ({ price, credits, status }) => {
    const family = await signedInFamily(t);
    if (credits > 0) await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: credits });
    const payment = await openPayment(family, price);

    const answer = await payWithCredit(family.cookie, payment.id);

    expect([answer.status, await errorCode(answer)]).toEqual([status, 'CREDIT_NOT_APPLICABLE']);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('REQUIRES_PAYMENT');
  });

  it('does not count an expired pack (its date passed, status still ACTIVE)', async () => {
    const family = await signedInFamily(t);
    const expired = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const payment = await openPayment(family);

    const answer = await payWithCredit(family.cookie, payment.id);
    const overview = (await (await get(t, family.cookie, '/api/payments')).json()) as {
      credit: { balance: number; offerPurchase: boolean; packs: unknown[] };
      openPayments: { id: string; canPayWithCredit: boolean }[];
    };

    expect(answer.status).toBe(409);
    expect((await pack(expired.id)).creditsRemaining).toBe(11);
    expect(overview.credit).toEqual({ balance: 0, offerPurchase: true, packs: [] });
    expect(overview.openPayments).toMatchObject([{ id: payment.id, canPayWithCredit: false }]);
  });

  it('refuses a paid payment (409) and another family’s payment (404); nothing changes', async () => {
    const family = await signedInFamily(t);
    const other = await signedInFamily(t);
    const mine = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    await createCreditPack(t.ctx.db, { parentId: other.parent.id });
    const paid = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    const foreign = await openPayment(other);

    const paidAnswer = await payWithCredit(family.cookie, paid.payment.id);
    const foreignAnswer = await payWithCredit(family.cookie, foreign.id);

    expect(paidAnswer.status).toBe(409);
    expect(foreignAnswer.status).toBe(404);
    expect((await pack(mine.id)).creditsRemaining).toBe(11);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, foreign.id));
    expect(row?.status).toBe('REQUIRES_PAYMENT');
  });
});

describe('the last credit', () => {
  it('pays exactly one of 20 payments tried in parallel; the balance never goes below zero', async () => {
    const family = await signedInFamily(t);
    for (let i = 0; i < 19; i++) await createChild(t.ctx.db, { parentId: family.parent.id });
    const kids = await t.ctx.db.execute<{ id: string }>(
      sql`select id from children where parent_id = ${family.parent.id}`,
    );
    const session = await createSession(t.ctx.db, { capacity: 30 });
    const open = [];
    for (const kid of kids.rows) {
      open.push((await bookSession(t.ctx.db, { sessionId: session.id, childId: kid.id })).payment);
    }
    const last = await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 11 });
    await t.ctx.db.update(creditPacks).set({ creditsRemaining: 1 }).where(eq(creditPacks.id, last.id));
    // 10 credits spent earlier, so the ledger balances before the race.
    for (let i = 0; i < 10; i++) {
      await t.ctx.db
        .insert(creditConsumptions)
        .values({ packId: last.id, childId: family.child.id, sessionId: session.id });
    }

    const answers = await Promise.all(open.map((p) => payWithCredit(family.cookie, p.id)));

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await Promise.all(answers.filter((a) => a.status === 409).map(errorCode))).toEqual(
      Array(19).fill('CREDIT_NOT_APPLICABLE'),
    );
    expect((await pack(last.id)).creditsRemaining).toBe(0);
    const settled = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.sessionId, session.id), eq(payments.method, 'CREDIT')));
    expect(settled).toHaveLength(1);
    const ledger = await ledgerOf(last.id);
    expect(ledger.remaining).toBe(ledger.expected);
  });

  it('pays one payment once when it is tried 20 times in parallel', async () => {
    const family = await signedInFamily(t);
    const bought = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const payment = await openPayment(family);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payWithCredit(family.cookie, payment.id)),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await pack(bought.id)).creditsRemaining).toBe(10);
    const active = await t.ctx.db
      .select()
      .from(creditConsumptions)
      .where(and(eq(creditConsumptions.paymentId, payment.id), isNull(creditConsumptions.revertedAt)));
    expect(active).toHaveLength(1);
  });
});

describe('the nightly pack expiry', () => {
  it('marks active packs past their expiry EXPIRED, at their expiry, and leaves the others', async () => {
    const family = await signedInFamily(t);
    const past = new Date(Date.now() - 3_600_000);
    const expired = await createCreditPack(t.ctx.db, { parentId: family.parent.id, expiresAt: past });
    const valid = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const cancelled = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      status: 'CANCELLED',
      expiresAt: past,
    });

    const count = await expireCreditPacks(t.ctx.db, new Date());

    expect(count).toBeGreaterThanOrEqual(1);
    expect(await pack(expired.id)).toMatchObject({ status: 'EXPIRED', updatedAt: past });
    expect((await pack(valid.id)).status).toBe('ACTIVE');
    expect((await pack(cancelled.id)).status).toBe('CANCELLED');
  });
});
