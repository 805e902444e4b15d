import { describe, expect, it } from 'vitest';
import type {
  HistoryItem,
  OpenPaymentsCount,
  PaymentHistoryPage,
  PaymentsOverview,
} from '../../src/domain/payments/payments-api';
import {
  bookCamp,
  bookSession,
  createCamp,
  createCampCancellationFee,
  createCampPayment,
  createCreditConsumption,
  createCreditPack,
  createParent,
  createPayment,
  createSession,
  linkSecondParent,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { type Family, get, signedInFamily } from './payment-fixtures';

// The data behind /zahlungen and the dashboard card: what the family owes (training, camp, camp fee), its credit,
// the latest credits spent, and the history, newest change first, paged in SQL.

const t = setupTestApp();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function overview(cookie: string): Promise<PaymentsOverview> {
  return (await (await get(t, cookie, '/api/payments')).json()) as PaymentsOverview;
}

async function history(cookie: string, cursor?: string | null): Promise<PaymentHistoryPage> {
  const path = cursor ? `/api/payments/history?cursor=${cursor}` : '/api/payments/history';
  return (await (await get(t, cookie, path)).json()) as PaymentHistoryPage;
}

async function allHistory(cookie: string): Promise<HistoryItem[]> {
  const items: HistoryItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await history(cookie, cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('the overview', () => {
  it('lists what the family owes, with the pay actions each allows', async () => {
    const family = await signedInFamily(t);
    const other = await signedInFamily(t);
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const training = await createSession(t.ctx.db, { title: 'TIZ Passspiel' });
    const oneToOne = await createSession(t.ctx.db, { title: '1:1 Training', priceCents: 6000, type: '1:1' });
    const camp = await createCamp(t.ctx.db, { name: 'Herbstcamp' });
    const open = await bookSession(t.ctx.db, { sessionId: training.id, childId: family.child.id });
    const pricey = await bookSession(t.ctx.db, { sessionId: oneToOne.id, childId: family.child.id });
    const failed = await bookCamp(t.ctx.db, { campId: camp.id, childId: family.child.id, status: 'FAILED' });
    const fee = await createCampCancellationFee(t.ctx.db, { campId: camp.id, childId: family.child.id });
    await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
      status: 'SUCCEEDED',
    });
    await bookSession(t.ctx.db, { sessionId: training.id, childId: other.child.id });

    const { openPayments } = await overview(family.cookie);

    const child = `${family.child.firstName} ${family.child.lastName}`;
    expect(openPayments.map((p) => [p.kind, p.id]).sort()).toEqual(
      [
        ['camp', failed.campPayment.id],
        ['campFee', fee.id],
        ['training', open.payment.id],
        ['training', pricey.payment.id],
      ].sort(),
    );
    expect(openPayments.find((p) => p.id === open.payment.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT',
      amountCents: 2500,
      childName: child,
      title: 'TIZ Passspiel',
      date: training.startsAt.toISOString(),
      canPayOnline: true,
      canPayWithCredit: true,
    });
    expect(openPayments.find((p) => p.id === pricey.payment.id)?.canPayWithCredit).toBe(false);
    expect(openPayments.find((p) => p.id === failed.campPayment.id)).toMatchObject({
      status: 'FAILED',
      title: 'Herbstcamp',
      date: camp.startDate,
      canPayOnline: true,
      canPayWithCredit: false,
    });
    expect(openPayments.find((p) => p.id === fee.id)).toMatchObject({
      amountCents: 10_000,
      canPayOnline: true,
    });
  });

  it('hides an older payment of a registration once a newer one exists', async () => {
    const family = await signedInFamily(t);
    const session = await createSession(t.ctx.db);
    const older = await createPayment(t.ctx.db, {
      sessionId: session.id,
      childId: family.child.id,
      status: 'FAILED',
      updatedAt: minutesAgo(10),
    });
    await createPayment(t.ctx.db, { sessionId: session.id, childId: family.child.id, status: 'SUCCEEDED' });

    const { openPayments } = await overview(family.cookie);

    expect(openPayments.map((p) => p.id)).not.toContain(older.id);
  });

  it('shows the usable packs with their labels, the low-credit warning and the purchase offer', async () => {
    const family = await signedInFamily(t);
    const bought = await createCreditPack(t.ctx.db, { parentId: family.parent.id, creditsRemaining: 1 });
    const legacy = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      totalCredits: 22,
      origin: 'LEGACY',
      expiresAt: null,
    });
    const goodwill = await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      totalCredits: 1,
      origin: 'REFUND',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, status: 'CANCELLED' });
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, expiresAt: minutesAgo(1) });

    const { credit } = await overview(family.cookie);

    expect(credit.balance).toBe(1 + 22 + 1);
    expect(credit.offerPurchase).toBe(false);
    expect(credit.packs.map((p) => [p.id, p.origin, p.lowCredit])).toEqual([
      [goodwill.id, 'GOODWILL', false],
      [bought.id, 'PURCHASED', true],
      [legacy.id, 'LEGACY', false],
    ]);
    expect(credit.packs[1]).toMatchObject({ totalCredits: 11, creditsRemaining: 1, priceCentsPaid: 25_000 });
  });

  it('offers the 10+1 pack below 2 credits', async () => {
    const family = await signedInFamily(t);
    expect((await overview(family.cookie)).credit).toEqual({ balance: 0, packs: [], offerPurchase: true });
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 1, origin: 'REFUND' });
    expect((await overview(family.cookie)).credit.offerPurchase).toBe(true);
    await createCreditPack(t.ctx.db, { parentId: family.parent.id, totalCredits: 1, origin: 'REFUND' });
    expect((await overview(family.cookie)).credit.offerPurchase).toBe(false);
  });

  it('lists the 5 latest credits spent, newest first, without the ones given back', async () => {
    const family = await signedInFamily(t);
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    const spent = [];
    for (let i = 7; i >= 1; i--) {
      const session = await createSession(t.ctx.db);
      spent.push(
        await createCreditConsumption(t.ctx.db, {
          packId: pack.id,
          childId: family.child.id,
          sessionId: session.id,
          consumedAt: minutesAgo(i * 10),
          revertedAt: i === 2 ? minutesAgo(1) : null,
        }),
      );
    }

    const { recentConsumptions } = await overview(family.cookie);

    const active = spent.filter((c) => !c.revertedAt).reverse();
    expect(recentConsumptions.map((c) => c.id)).toEqual(active.slice(0, 5).map((c) => c.id));
    expect(recentConsumptions[0]).toMatchObject({ qty: 1, title: 'TIZ Training', revertedAt: null });
  });

  it('is the same for the linked second parent, and empty for another family', async () => {
    const family = await signedInFamily(t);
    const partner = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: family.parent.id, secondParentId: partner.id });
    await createCreditPack(t.ctx.db, { parentId: family.parent.id });
    await bookSession(t.ctx.db, { sessionId: (await createSession(t.ctx.db)).id, childId: family.child.id });
    const stranger = await signedInFamily(t);

    const own = await overview(family.cookie);
    const partners = await overview(await sessionCookieFor(t, partner.id));

    expect(partners).toEqual(own);
    expect(own.hasHistory).toBe(true);
    expect(await overview(stranger.cookie)).toEqual({
      openPayments: [],
      credit: { balance: 0, packs: [], offerPurchase: true },
      recentConsumptions: [],
      hasHistory: false,
    });
  });
});

describe('the dashboard count', () => {
  it('counts open payments of trainings, camps and camp fees of the family, and failed ones apart', async () => {
    const family = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db);
    await bookSession(t.ctx.db, { sessionId: (await createSession(t.ctx.db)).id, childId: family.child.id });
    await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
      status: 'FAILED',
    });
    await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: family.child.id,
      status: 'SUCCEEDED',
    });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: family.child.id });
    await createCampCancellationFee(t.ctx.db, {
      campId: camp.id,
      childId: family.child.id,
      status: 'REFUNDED',
    });

    const body = (await (
      await get(t, family.cookie, '/api/payments/open-count')
    ).json()) as OpenPaymentsCount;

    expect(body).toEqual({ count: 2, failed: 1 });
  });
});

describe('the history', () => {
  async function richFamily(): Promise<Family> {
    const family = await signedInFamily(t);
    const camp = await createCamp(t.ctx.db, { name: 'Wintercamp' });
    const session = await createSession(t.ctx.db);
    await createCampPayment(t.ctx.db, {
      campId: camp.id,
      childId: family.child.id,
      status: 'REFUNDED',
      method: 'CASH',
      refundCents: 40_000,
      updatedAt: minutesAgo(50),
    });
    const pack = await createCreditPack(t.ctx.db, { parentId: family.parent.id, updatedAt: minutesAgo(40) });
    await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      status: 'CANCELLED',
      updatedAt: minutesAgo(30),
    });
    await createCreditPack(t.ctx.db, {
      parentId: family.parent.id,
      expiresAt: minutesAgo(20),
      updatedAt: minutesAgo(400),
    });
    await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: family.child.id,
      sessionId: session.id,
      consumedAt: minutesAgo(15),
      revertedAt: minutesAgo(10),
    });
    await createPayment(t.ctx.db, {
      sessionId: session.id,
      childId: family.child.id,
      updatedAt: minutesAgo(5),
    });
    return family;
  }

  it('holds payments, packs (expired and cancelled too) and credits given back, newest change first', async () => {
    const family = await richFamily();

    const items = await allHistory(family.cookie);

    expect(items.map((i) => [i.type, 'status' in i ? i.status : null])).toEqual([
      ['payment', 'REQUIRES_PAYMENT'],
      ['consumption', null],
      ['pack', 'ACTIVE'],
      ['pack', 'CANCELLED'],
      ['pack', 'ACTIVE'],
      ['payment', 'REFUNDED'],
    ]);
    const changed = items.map((i) => Date.parse(i.changedAt));
    expect([...changed].sort((a, b) => b - a)).toEqual(changed);
    expect(items[1]).toMatchObject({ type: 'consumption', revertedAt: expect.any(String) });
    expect(items[2]).toMatchObject({ type: 'pack', expired: true });
    expect(items[5]).toMatchObject({
      kind: 'camp',
      title: 'Wintercamp',
      method: 'CASH',
      refundCents: 40_000,
      manualRefundCompletedAt: null,
    });
  });

  it('pages 20 at a time without gaps or repeats', async () => {
    const family = await signedInFamily(t);
    const at = new Date();
    for (let i = 0; i < 23; i++) {
      await createPayment(t.ctx.db, {
        sessionId: (await createSession(t.ctx.db)).id,
        childId: family.child.id,
        // Some share the very same instant: the keyset must still tell them apart.
        updatedAt: new Date(at.getTime() - Math.floor(i / 3) * 1000),
      });
    }

    const first = await history(family.cookie);
    const second = await history(family.cookie, first.nextCursor);

    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(23);
  });

  it('is empty for a family without payments, and refuses a forged cursor', async () => {
    const family = await signedInFamily(t);
    expect(await history(family.cookie)).toEqual({ items: [], nextCursor: null });
    const forged = await get(t, family.cookie, '/api/payments/history?cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(400);
  });

  it.each([
    ['an id of 36 dashes', ['2026-04-01T10:00:00.000000Z', 'payment', '-'.repeat(36)]],
    ['a time of "1"', ['1', 'payment', '00000000-0000-4000-8000-000000000000']],
    [
      'a date that does not exist',
      ['2026-02-30T10:00:00.000000Z', 'pack', '00000000-0000-4000-8000-000000000000'],
    ],
    ['an unknown item type', ['2026-04-01T10:00:00.000000Z', 'x', '00000000-0000-4000-8000-000000000000']],
    ['a fourth part', ['2026-04-01T10:00:00.000000Z', 'pack', '00000000-0000-4000-8000-000000000000', 'x']],
  ])('answers 400 VALIDATION, not 500, to a cursor with %s', async (_label, parts) => {
    const family = await signedInFamily(t);
    const cursor = Buffer.from(JSON.stringify(parts)).toString('base64url');
    const res = await get(t, family.cookie, `/api/payments/history?cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION', details: { fields: ['cursor'] } },
    });
  });
});
