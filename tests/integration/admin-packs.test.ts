import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPackDetails,
  AdminPackResponse,
  AdminPacksPage,
  AdminPacksSummary,
} from '../../src/domain/payments/credit-packs-admin-api';
import type { PaymentHistoryPage, PaymentsOverview } from '../../src/domain/payments/payments-api';
import { auditLog, creditConsumptions, creditPacks } from '../../src/server/db/schema';
import {
  bookSession,
  createAdmin,
  createChild,
  createCreditConsumption,
  createCreditPack,
  createParent,
  createSession,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// /api/admin/packs: every family's credit packs for the "Abos" screen, by tab, searched, paged and summed by the
// database; the details with the consumption history and the origin; expire or cancel only from ACTIVE (exactly
// one of two admins at once); a pack granted to a parent who paid in person, at once in the parent's pages.

const t = setupTestApp();
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

/** A last name no other test uses, so a search by it selects exactly the packs of one test. */
const uniqueName = () => `Abotest${randomUUID().slice(0, 8)}`;

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

const list = (query: string) => call(t, a.cookie, 'GET', `/admin/packs${query}`).then(json<AdminPacksPage>);
const summary = (q: string) =>
  call(t, a.cookie, 'GET', `/admin/packs/summary?q=${encodeURIComponent(q)}`).then(json<AdminPacksSummary>);

async function packRow(id: string) {
  const [row] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, id));
  return row!;
}

describe('the list', () => {
  it('splits the packs into their tabs, searches name and e-mail, and labels Legacy and low credit', async () => {
    const name = uniqueName();
    const parent = await createParent(t.ctx.db, { firstName: 'Vreni', lastName: name });
    const now = t.ctx.clock.now();
    const bought = await createCreditPack(t.ctx.db, { parentId: parent.id, creditsRemaining: 2 });
    const legacy = await createCreditPack(t.ctx.db, {
      parentId: parent.id,
      origin: 'LEGACY',
      totalCredits: 22,
      creditsRemaining: 20,
      priceCentsPaid: 0,
      createdAt: addDays(now, -1),
    });
    const pastDate = await createCreditPack(t.ctx.db, { parentId: parent.id, expiresAt: addDays(now, -1) });
    const expired = await createCreditPack(t.ctx.db, { parentId: parent.id, status: 'EXPIRED' });
    const cancelled = await createCreditPack(t.ctx.db, { parentId: parent.id, status: 'CANCELLED' });

    const active = await list(`?tab=active&q=${name}`);
    expect(active.items.map((p) => p.id)).toEqual([bought.id, legacy.id]); // newest first
    const [boughtView, legacyView] = active.items;
    expect(boughtView).toMatchObject({ legacy: false, lowCredit: true, parentName: `Vreni ${name}` });
    expect(legacyView).toMatchObject({ legacy: true, lowCredit: false, origin: 'LEGACY' });

    const expiredTab = await list(`?tab=expired&q=${name}`);
    expect(expiredTab.items.map((p) => p.id).sort()).toEqual([pastDate.id, expired.id].sort());
    expect(expiredTab.items.find((p) => p.id === pastDate.id)?.pastExpiry).toBe(true);
    expect((await list(`?tab=cancelled&q=${name}`)).items.map((p) => p.id)).toEqual([cancelled.id]);

    // The e-mail finds them too, and a word of nobody's name finds nothing.
    const byEmail = await list(`?tab=cancelled&q=${encodeURIComponent(parent.email)}`);
    expect(byEmail.items.map((p) => p.id)).toEqual([cancelled.id]);
    expect((await list(`?q=${name}+nobody`)).items).toEqual([]);
  });

  it('pages in the database', async () => {
    const name = uniqueName();
    const parent = await createParent(t.ctx.db, { lastName: name });
    const now = t.ctx.clock.now();
    for (let i = 0; i < 5; i++) {
      await createCreditPack(t.ctx.db, { parentId: parent.id, createdAt: addDays(now, -i) });
    }
    const first = await list(`?q=${name}&pageSize=2`);
    const third = await list(`?q=${name}&pageSize=2&page=3`);
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(first.items).toHaveLength(2);
    expect(third).toMatchObject({ page: 3, hasMore: false });
    expect(third.items).toHaveLength(1);
  });

  it('sums the stats of the searched packs in SQL', async () => {
    const name = uniqueName();
    const parent = await createParent(t.ctx.db, { lastName: name });
    const now = t.ctx.clock.now();
    await createCreditPack(t.ctx.db, { parentId: parent.id, creditsRemaining: 4 });
    await createCreditPack(t.ctx.db, {
      parentId: parent.id,
      creditsRemaining: 1,
      unitValueCents: 2000,
      expiresAt: addDays(now, 10),
    });
    await createCreditPack(t.ctx.db, { parentId: parent.id, status: 'EXPIRED', creditsRemaining: 9 });
    await createCreditPack(t.ctx.db, { parentId: parent.id, status: 'CANCELLED' });

    expect(await summary(name)).toEqual({
      stats: {
        activePacks: 2,
        creditsOutstanding: 5,
        outstandingValueCents: 4 * 2500 + 2000,
        expiringIn30Days: 1,
      },
      tabs: { active: 2, expired: 1, cancelled: 1 },
    });
  });

  it('without a search, counts every pack of every family', async () => {
    const parent = await createParent(t.ctx.db);
    await createCreditPack(t.ctx.db, { parentId: parent.id, creditsRemaining: 3 });
    const now = t.ctx.clock.now();
    const all = await t.ctx.db.select().from(creditPacks);
    const active = all.filter((p) => p.status === 'ACTIVE' && (!p.expiresAt || p.expiresAt > now));
    const { stats, tabs } = await summary('');
    expect(stats.activePacks).toBe(active.length);
    expect(stats.creditsOutstanding).toBe(active.reduce((sum, p) => sum + p.creditsRemaining, 0));
    expect(stats.outstandingValueCents).toBe(
      active.reduce((sum, p) => sum + p.creditsRemaining * p.unitValueCents, 0),
    );
    expect(tabs.active + tabs.expired + tabs.cancelled).toBe(all.length);
  });

  it('refuses a bad tab or page with a 400 and a German message', async () => {
    for (const query of ['?tab=all', '?page=0', '?pageSize=1000']) {
      const res = await call(t, a.cookie, 'GET', `/admin/packs${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Bitte Eingaben prüfen.',
      );
    }
  });
});

describe('the details', () => {
  it('shows every credit taken, a given-back one as refunded, and where the pack came from', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id, firstName: 'Nino', lastName: 'Keller' });
    const first = await createSession(t.ctx.db, { title: 'Techniktraining' });
    const second = await createSession(t.ctx.db, { title: 'Torhütertraining' });
    const pack = await createCreditPack(t.ctx.db, { parentId: parent.id });
    const used = await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: child.id,
      sessionId: first.id,
      consumedAt: addDays(t.ctx.clock.now(), -2),
    });
    const reverted = await createCreditConsumption(t.ctx.db, {
      packId: pack.id,
      childId: child.id,
      sessionId: second.id,
      revertedAt: t.ctx.clock.now(),
    });

    const details = await call(t, a.cookie, 'GET', `/admin/packs/${pack.id}`).then(json<AdminPackDetails>);
    expect(details.pack).toMatchObject({ id: pack.id, origin: 'PURCHASE', creditsRemaining: 10 });
    expect(details.originPayment).toBeNull();
    expect(details.consumptions).toEqual([
      expect.objectContaining({ id: reverted.id, childName: 'Nino Keller', title: 'Torhütertraining' }),
      expect.objectContaining({ id: used.id, title: 'Techniktraining', revertedAt: null }),
    ]);
    expect(details.consumptions[0]?.revertedAt).not.toBeNull();
    expect(details.consumptions[1]?.date).toBe(first.startsAt.toISOString());
  });

  it('answers 404 for an unknown pack', async () => {
    const res = await call(t, a.cookie, 'GET', `/admin/packs/${randomUUID()}`);
    expect(res.status).toBe(404);
  });
});

describe('expire and cancel', () => {
  it.each([
    { status: 'EXPIRED', action: 'pack.expire' },
    { status: 'CANCELLED', action: 'pack.cancel' },
  ] as const)('moves an active pack to $status with its audit row', async ({ status, action }) => {
    const parent = await createParent(t.ctx.db);
    const pack = await createCreditPack(t.ctx.db, { parentId: parent.id, creditsRemaining: 7 });

    const res = await call(t, a.cookie, 'POST', `/admin/packs/${pack.id}/status`, { status });
    expect((await json<AdminPackResponse>(res)).pack.status).toBe(status);
    expect((await packRow(pack.id)).status).toBe(status);
    const audit = await auditRowsOf(t, 'pack', pack.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action, actorId: a.admin.id, details: { creditsForfeited: 7 } });
    const log = await call(t, a.cookie, 'GET', `/admin/audit-log?action=${action}`).then(
      json<{ items: { subject: { id: string; label: string | null } }[] }>,
    );
    expect(log.items.find((e) => e.subject.id === pack.id)?.subject.label).toBe(
      `Abo von ${parent.firstName} ${parent.lastName}`,
    );
  });

  it.each(['EXPIRED', 'CANCELLED'] as const)(
    'refuses a %s pack with 409 and changes nothing',
    async (from) => {
      const parent = await createParent(t.ctx.db);
      const pack = await createCreditPack(t.ctx.db, { parentId: parent.id, status: from });
      const before = await packRow(pack.id);
      for (const status of ['EXPIRED', 'CANCELLED']) {
        const res = await call(t, a.cookie, 'POST', `/admin/packs/${pack.id}/status`, { status });
        expect(res.status).toBe(409);
        expect(await errorOf(res)).toMatchObject({ code: 'PACK_NOT_ACTIVE' });
      }
      expect(await packRow(pack.id)).toEqual(before);
      expect(await auditRowsOf(t, 'pack', pack.id)).toEqual([]);
    },
  );

  it('refuses a status other than EXPIRED or CANCELLED, and an unknown pack', async () => {
    const parent = await createParent(t.ctx.db);
    const pack = await createCreditPack(t.ctx.db, { parentId: parent.id });
    for (const body of [{ status: 'ACTIVE' }, { status: 'expired' }, {}]) {
      const res = await call(t, a.cookie, 'POST', `/admin/packs/${pack.id}/status`, body);
      expect(res.status).toBe(400);
    }
    expect((await packRow(pack.id)).status).toBe('ACTIVE');
    const unknown = await call(t, a.cookie, 'POST', `/admin/packs/${randomUUID()}/status`, {
      status: 'EXPIRED',
    });
    expect(unknown.status).toBe(404);
  });

  it('two admins at once: exactly one transition and one audit row', async () => {
    const other = await createAdmin(t.ctx.db);
    const otherCookie = await sessionCookieFor(t, other.id);
    const parent = await createParent(t.ctx.db);
    const pack = await createCreditPack(t.ctx.db, { parentId: parent.id });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, i % 2 ? otherCookie : a.cookie, 'POST', `/admin/packs/${pack.id}/status`, {
          status: i % 2 ? 'CANCELLED' : 'EXPIRED',
        }),
      ),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const audit = await auditRowsOf(t, 'pack', pack.id);
    expect(audit).toHaveLength(1);
    const winner = audit[0]?.action === 'pack.expire' ? 'EXPIRED' : 'CANCELLED';
    expect((await packRow(pack.id)).status).toBe(winner);
  });
});

describe('a cancel racing a parent paying with the same credit', () => {
  it('either the credit pays and the rest is forfeited, or the pay is refused: the ledger balances', async () => {
    for (let round = 0; round < 5; round++) {
      const parent = await createParent(t.ctx.db);
      const child = await createChild(t.ctx.db, { parentId: parent.id });
      const parentCookie = await sessionCookieFor(t, parent.id);
      const session = await createSession(t.ctx.db, { priceCents: 2500 });
      const { payment } = await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
      const pack = await createCreditPack(t.ctx.db, {
        parentId: parent.id,
        totalCredits: 1,
        origin: 'REFUND',
      });

      const [cancel, pay] = await Promise.all([
        call(t, a.cookie, 'POST', `/admin/packs/${pack.id}/status`, { status: 'CANCELLED' }),
        t.request('/api/payments/credit', {
          method: 'POST',
          headers: { cookie: parentCookie },
          json: { paymentId: payment.id },
        }),
      ]);

      expect(cancel.status).toBe(200);
      expect([200, 409]).toContain(pay.status);
      const row = await packRow(pack.id);
      expect(row.status).toBe('CANCELLED');
      const spent = await t.ctx.db
        .select()
        .from(creditConsumptions)
        .where(and(eq(creditConsumptions.packId, pack.id), isNull(creditConsumptions.revertedAt)));
      // remaining = total - active consumptions, whichever came first.
      expect(row.creditsRemaining).toBe(1 - spent.length);
      expect(spent).toHaveLength(pay.status === 200 ? 1 : 0);
      const [audit] = await auditRowsOf(t, 'pack', pack.id);
      expect(audit?.details).toEqual({ creditsForfeited: row.creditsRemaining });
    }
  });
});

describe('a pack paid in person', () => {
  it('grants 11 credits for CHF 250 by default, audited, and the parent sees it at once', async () => {
    const parent = await createParent(t.ctx.db);
    const parentCookie = await sessionCookieFor(t, parent.id);

    const res = await call(t, a.cookie, 'POST', '/admin/packs', {
      grantKey: randomUUID(),
      parentId: parent.id,
      method: 'TWINT_MANUAL',
    });
    const { pack } = await json<AdminPackResponse>(res, 201);
    expect(pack).toMatchObject({
      parentId: parent.id,
      status: 'ACTIVE',
      origin: 'ADMIN',
      totalCredits: 11,
      creditsRemaining: 11,
      priceCentsPaid: 25000,
      paymentMethod: 'TWINT_MANUAL',
      legacy: false,
    });
    const row = await packRow(pack.id);
    expect(row.expiresAt?.getTime()).toBeGreaterThan(addDays(t.ctx.clock.now(), 360).getTime());
    const [audit] = await auditRowsOf(t, 'pack', pack.id);
    expect(audit).toMatchObject({
      action: 'pack.grant',
      actorId: a.admin.id,
      details: { parentId: parent.id, credits: 11, priceCents: 25000, method: 'TWINT_MANUAL' },
    });

    const overview = await t
      .request('/api/payments', { headers: { cookie: parentCookie } })
      .then(json<PaymentsOverview>);
    expect(overview.credit.balance).toBe(11);
    expect(overview.credit.packs.map((p) => p.id)).toEqual([pack.id]);
    const history = await t
      .request('/api/payments/history', { headers: { cookie: parentCookie } })
      .then(json<PaymentHistoryPage>);
    expect(history.items).toContainEqual(
      expect.objectContaining({
        type: 'pack',
        id: pack.id,
        priceCentsPaid: 25000,
        paymentMethod: 'TWINT_MANUAL',
      }),
    );
  });

  it('records another price and number of credits when given', async () => {
    const parent = await createParent(t.ctx.db);
    const res = await call(t, a.cookie, 'POST', '/admin/packs', {
      grantKey: randomUUID(),
      parentId: parent.id,
      method: 'CASH',
      priceCents: 22000,
      credits: 10,
    });
    const { pack } = await json<AdminPackResponse>(res, 201);
    expect(await packRow(pack.id)).toMatchObject({
      totalCredits: 10,
      priceCentsPaid: 22000,
      paymentMethod: 'CASH',
    });
  });

  it('refuses a bad method, price or parent, and an admin as the parent, creating nothing', async () => {
    const parent = await createParent(t.ctx.db);
    const packsBefore = await t.ctx.db.$count(creditPacks);
    const auditBefore = await t.ctx.db.$count(auditLog);
    for (const body of [
      { grantKey: randomUUID(), parentId: parent.id, method: 'CREDIT' },
      { grantKey: randomUUID(), parentId: parent.id, method: 'CASH', priceCents: -1 },
      { grantKey: randomUUID(), parentId: parent.id, method: 'CASH', priceCents: 0 },
      { grantKey: randomUUID(), parentId: parent.id, method: 'CASH', credits: 0 },
      { grantKey: randomUUID(), method: 'CASH' },
      { grantKey: 'not-a-key', parentId: parent.id, method: 'CASH' },
      { parentId: parent.id, method: 'CASH' },
    ]) {
      expect((await call(t, a.cookie, 'POST', '/admin/packs', body)).status).toBe(400);
    }
    for (const parentId of ['nobody', a.admin.id]) {
      const body = { grantKey: randomUUID(), parentId, method: 'CASH' };
      expect((await call(t, a.cookie, 'POST', '/admin/packs', body)).status).toBe(404);
    }
    expect(await t.ctx.db.$count(creditPacks)).toBe(packsBefore);
    expect(await t.ctx.db.$count(auditLog)).toBe(auditBefore);
  });

  it('makes one pack of a grant sent several times at once, and refuses its key for another parent', async () => {
    const parent = await createParent(t.ctx.db);
    const other = await createParent(t.ctx.db);
    const grant = { grantKey: randomUUID(), parentId: parent.id, method: 'CASH' };

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, a.cookie, 'POST', '/admin/packs', grant)),
    );

    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, parent.id));
    expect(packs).toHaveLength(1);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as AdminPackResponse[];
    expect(new Set(bodies.map((b) => b.pack.id))).toEqual(new Set([packs[0]!.id]));
    expect(await auditRowsOf(t, 'pack', packs[0]!.id)).toHaveLength(1);

    const reused = await call(t, a.cookie, 'POST', '/admin/packs', { ...grant, parentId: other.id });
    expect(reused.status).toBe(409);
    expect(await t.ctx.db.$count(creditPacks, eq(creditPacks.parentId, other.id))).toBe(0);
  });
});
