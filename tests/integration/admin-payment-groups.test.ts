import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  AdminPaymentGroupsPage,
  AdminPaymentsPage,
  AdminPaymentsSummary,
} from '../../src/domain/payments/admin-payments-api';
import { campCancellationFees, campPayments, payments } from '../../src/server/db/schema';
import type { PaymentMethod, PaymentStatus } from '../../src/server/db/schema/values';
import { createCamp, createChild, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, signedInAdmin } from './admin-fixtures';
import { signedInFamily } from './payment-fixtures';

// The grouped view of /admin/zahlungen: one group per training or camp over the whole filtered set (not the page),
// ordered and paged in SQL, each with its counts and sums, the totals of all groups beside them, and a group's
// payments read through the list with `offer`.

const t = setupTestApp();
const db = () => t.ctx.db;

type State = { status: PaymentStatus; method?: PaymentMethod | null; amountCents: number };

async function get<T>(cookie: string, path: string): Promise<T> {
  const response = await call(t, cookie, 'GET', path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const summary = (
  receivedCents: number,
  outstandingCents: number,
  refundedCents: number,
  [open, paid, failed, refunds]: [number, number, number, number],
): AdminPaymentsSummary => ({
  receivedCents,
  outstandingCents,
  refundedCents,
  counts: {
    REQUIRES_PAYMENT: open,
    SUCCEEDED: paid,
    FAILED: failed,
    REFUNDED: refunds,
    total: open + paid + failed + refunds,
  },
});

/** Three trainings named `prefix …` a week apart (oldest first), each with its payments of the family's child. */
async function threeTrainings(prefix: string, childId: string) {
  const states: State[][] = [
    [
      { status: 'SUCCEEDED', method: 'CASH', amountCents: 2500 },
      { status: 'REQUIRES_PAYMENT', amountCents: 2500 },
    ],
    [
      { status: 'SUCCEEDED', method: 'CREDIT', amountCents: 2500 },
      { status: 'SUCCEEDED', method: 'STRIPE_TWINT', amountCents: 3000 },
      { status: 'FAILED', method: null, amountCents: 4000 },
    ],
    [
      { status: 'REFUNDED', method: 'CASH', amountCents: 5000 },
      { status: 'REQUIRES_PAYMENT', amountCents: 6000 },
    ],
  ];
  const sessions = [];
  for (const [i, rows] of states.entries()) {
    const session = await createSession(db(), {
      title: `${prefix} ${i + 1}`,
      startsAt: new Date(Date.UTC(2026, 4, 4 + 7 * i, 16)),
    });
    for (const state of rows)
      await db()
        .insert(payments)
        .values({ sessionId: session.id, childId, ...state });
    sessions.push(session);
  }
  return sessions;
}

describe('the grouped payments view', () => {
  it('pages the trainings of the filtered set in SQL, each with its own sums, and the totals over all groups', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const prefix = `Gruppe ${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await threeTrainings(prefix, family.child.id);
    const q = encodeURIComponent(prefix);

    const pages = [1, 2, 3, 4].map((page) =>
      get<AdminPaymentGroupsPage>(cookie, `/admin/payments/groups?q=${q}&pageSize=1&page=${page}`),
    );
    const [one, two, three, past] = await Promise.all(pages);
    // Newest training first, one group a page; each page carries the totals of all three.
    expect([one, two, three].map((p) => p!.items.map((g) => g.offerId))).toEqual([
      [third!.id],
      [second!.id],
      [first!.id],
    ]);
    expect([one, two, three, past].map((p) => p!.hasMore)).toEqual([true, true, false, false]);
    expect(one!.items[0]).toMatchObject({ offerTitle: `${prefix} 3`, offerDate: '2026-05-18T16:00:00.000Z' });
    expect(one!.items[0]!.summary).toEqual(summary(0, 6000, 5000, [1, 0, 0, 1]));
    // Received leaves out the payment settled with credit; outstanding is open and failed.
    expect(two!.items[0]!.summary).toEqual(summary(3000, 4000, 0, [0, 2, 1, 0]));
    expect(three!.items[0]!.summary).toEqual(summary(2500, 2500, 0, [1, 1, 0, 0]));
    const all = summary(5500, 12500, 5000, [2, 3, 1, 1]);
    for (const page of [one, two, three, past]) {
      expect(page!.groupCount).toBe(3);
      expect(page!.summary).toEqual(all);
    }
    expect(past!.items).toEqual([]);
    // The same totals as the list's summary of the same filter.
    expect((await get<AdminPaymentsPage>(cookie, `/admin/payments?q=${q}`)).summary).toEqual(all);

    const oldestFirst = await get<AdminPaymentGroupsPage>(cookie, `/admin/payments/groups?q=${q}&dir=asc`);
    expect(oldestFirst.items.map((g) => g.offerId)).toEqual([first!.id, second!.id, third!.id]);
    const byTotal = await get<AdminPaymentGroupsPage>(cookie, `/admin/payments/groups?q=${q}&sort=amount`);
    expect(byTotal.items.map((g) => g.offerId)).toEqual([third!.id, second!.id, first!.id]);
  });

  it('groups only the payments of the status tab; a group’s payments come from the list with its offer', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const prefix = `Offen ${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await threeTrainings(prefix, family.child.id);
    const q = encodeURIComponent(prefix);

    const open = await get<AdminPaymentGroupsPage>(cookie, `/admin/payments/groups?q=${q}&status=open`);
    expect(open.items.map((g) => [g.offerId, g.summary.counts.total, g.summary.outstandingCents])).toEqual([
      [third!.id, 1, 6000],
      [first!.id, 1, 2500],
    ]);
    expect(open.groupCount).toBe(2);
    expect(open.items.some((g) => g.offerId === second!.id)).toBe(false);

    const inGroup = await get<AdminPaymentsPage>(
      cookie,
      `/admin/payments?q=${q}&offer=${second!.id}&sort=amount&dir=asc`,
    );
    expect(inGroup.items.map((p) => [p.offerId, p.amountCents])).toEqual([
      [second!.id, 2500],
      [second!.id, 3000],
      [second!.id, 4000],
    ]);
    expect(inGroup.summary).toEqual(summary(3000, 4000, 0, [0, 2, 1, 0]));
    const openInGroup = await get<AdminPaymentsPage>(
      cookie,
      `/admin/payments?q=${q}&status=open&offer=${first!.id}`,
    );
    expect(openInGroup.items.map((p) => p.status)).toEqual(['REQUIRES_PAYMENT']);
  });

  it('puts a camp’s payments and its cancellation fees in one group under the Camps tab', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const name = `Lager ${randomUUID().slice(0, 8)}`;
    const early = await createCamp(db(), { name: `${name} Frühling`, startDate: '2026-04-06' });
    const late = await createCamp(db(), { name: `${name} Sommer`, startDate: '2026-07-06' });
    const childId = family.child.id;
    await db()
      .insert(campPayments)
      .values([
        { campId: early.id, childId, status: 'SUCCEEDED', method: 'CASH', amountCents: 50000 },
        { campId: late.id, childId, status: 'REQUIRES_PAYMENT', amountCents: 45000 },
      ]);
    await db()
      .insert(campCancellationFees)
      .values({ campId: early.id, childId, status: 'REQUIRES_PAYMENT', amountCents: 10000 });

    const groups = await get<AdminPaymentGroupsPage>(
      cookie,
      `/admin/payments/groups?tab=camps&q=${encodeURIComponent(name)}`,
    );
    expect(groups.items.map((g) => [g.offerId, g.offerDate])).toEqual([
      [late.id, '2026-07-06'],
      [early.id, '2026-04-06'],
    ]);
    expect(groups.items[1]!.summary).toEqual(summary(50000, 10000, 0, [1, 1, 0, 0]));
    expect(groups.summary).toEqual(summary(50000, 55000, 0, [2, 1, 0, 0]));
    const inCamp = await get<AdminPaymentsPage>(
      cookie,
      `/admin/payments?tab=camps&offer=${early.id}&sort=amount`,
    );
    expect(inCamp.items.map((p) => p.kind)).toEqual(['camp', 'campFee']);
    expect(
      (await get<AdminPaymentGroupsPage>(cookie, `/admin/payments/groups?q=${encodeURIComponent(name)}`))
        .items,
    ).toEqual([]);
  });

  it('finds camp rows by child and by camp once each, in the list, its sums and the groups', async () => {
    const { cookie } = await signedInAdmin(t);
    const token = `Zz${randomUUID().slice(0, 6)}`;
    const family = await signedInFamily(t);
    const named = await createChild(db(), { parentId: family.parent.id, firstName: `Lara ${token}` });
    const other = family.child.id;
    const byName = await createCamp(db(), { name: `Camp ${token}`, startDate: '2026-08-03' });
    const elsewhere = await createCamp(db(), { name: 'Herbstcamp', startDate: '2026-10-05' });
    const paid = { status: 'SUCCEEDED', method: 'CASH' } as const;
    await db()
      .insert(campPayments)
      .values([
        // By the child and by the camp: once.
        { campId: byName.id, childId: named.id, ...paid, amountCents: 50000 },
        // By the child only, and by the camp only.
        { campId: elsewhere.id, childId: named.id, ...paid, amountCents: 45000 },
        { campId: byName.id, childId: other, status: 'REQUIRES_PAYMENT', amountCents: 40000 },
        // Neither.
        { campId: elsewhere.id, childId: other, ...paid, amountCents: 35000 },
      ]);
    await db()
      .insert(campCancellationFees)
      .values({ campId: elsewhere.id, childId: named.id, status: 'REQUIRES_PAYMENT', amountCents: 10000 });
    const q = `tab=camps&q=${token}`;

    const list = await get<AdminPaymentsPage>(cookie, `/admin/payments?${q}&sort=amount`);
    expect(list.items.map((p) => [p.kind, p.amountCents])).toEqual([
      ['camp', 50000],
      ['camp', 45000],
      ['camp', 40000],
      ['campFee', 10000],
    ]);
    expect(list.summary).toEqual(summary(95000, 50000, 0, [2, 2, 0, 0]));
    const groups = await get<AdminPaymentGroupsPage>(cookie, `/admin/payments/groups?${q}`);
    expect(groups.items.map((g) => [g.offerId, g.summary.counts.total])).toEqual([
      [elsewhere.id, 2],
      [byName.id, 2],
    ]);
    expect(groups.summary).toEqual(list.summary);
    const open = await get<AdminPaymentsPage>(cookie, `/admin/payments?${q}&status=open&offer=${byName.id}`);
    expect(open.items.map((p) => p.amountCents)).toEqual([40000]);
  });

  it('without a search pages the same groups with the same sums, by date, as summing every row does', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const [, second, third] = await threeTrainings(`Alle ${randomUUID().slice(0, 8)}`, family.child.id);
    const everyPage = async (query: string) => {
      const groups: AdminPaymentGroupsPage['items'] = [];
      for (let page = 1; ; page++) {
        const answer = await get<AdminPaymentGroupsPage>(
          cookie,
          `/admin/payments/groups?${query}&pageSize=2&page=${page}`,
        );
        groups.push(...answer.items);
        if (!answer.hasMore) return { groups, last: answer };
      }
    };

    for (const status of ['all', 'failed']) {
      const walked = await everyPage(`status=${status}`);
      // By total (every group summed first), ordered the other way: the same groups and sums.
      const summed = await everyPage(`status=${status}&sort=amount`);
      const byId = (groups: AdminPaymentGroupsPage['items']) =>
        Object.fromEntries(groups.map((g) => [g.offerId, g.summary]));
      expect(byId(walked.groups)).toEqual(byId(summed.groups));
      // Walked only as far as the page: not counted; summing every group counts them.
      expect(walked.last.groupCount).toBeNull();
      expect(summed.last.groupCount).toBe(summed.groups.length);
      expect(walked.last.summary).toEqual(summed.last.summary);
      const starts = walked.groups.map((g) => g.offerDate!);
      expect(starts).toEqual([...starts].sort().reverse());
    }
    const all = await everyPage('status=all');
    expect(all.groups.find((g) => g.offerId === third!.id)?.summary).toEqual(
      summary(0, 6000, 5000, [1, 0, 0, 1]),
    );
    const failed = await everyPage('status=failed');
    expect(failed.groups.find((g) => g.offerId === second!.id)?.summary).toEqual(
      summary(0, 4000, 0, [0, 0, 1, 0]),
    );
    expect(failed.groups.some((g) => g.offerId === third!.id)).toBe(false);
    const camps = await get<AdminPaymentGroupsPage>(cookie, '/admin/payments/groups?tab=camps&pageSize=100');
    expect(camps.groupCount).toBe(camps.items.length);
  });

  it('refuses a bad filter or offer with a 400 and a German message', async () => {
    const { cookie } = await signedInAdmin(t);
    for (const path of [
      '/admin/payments/groups?status=bezahlt',
      '/admin/payments/groups?page=0',
      '/admin/payments?offer=nicht-eine-id',
    ]) {
      const response = await call(t, cookie, 'GET', path);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Bitte Eingaben prüfen.',
      );
    }
  });
});
