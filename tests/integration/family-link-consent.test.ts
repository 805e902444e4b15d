import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../src/domain/bookings/contracts';
import type { ChildResponse, ChildrenResponse } from '../../src/domain/children/children-api';
import type { PaymentHistoryPage, PaymentsOverview } from '../../src/domain/payments/payments-api';
import { creditPacks } from '../../src/server/db/schema';
import { createChild, createCreditPack, createParent, createSession } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// Issue 11, the attack: a new account names an existing parent (with a child and an active 10+1 pack) as
// "Elternteil 2". Before the consent flow that linked at once, in both directions: the other family's later children
// appeared, and the new account's own booking was paid from the other family's pack. A link offered but not
// accepted must share nothing, in either direction.

const t = setupTestApp();

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { cookie },
});

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const childIds = async (cookie: string) =>
  (await json<ChildrenResponse>(await t.request('/api/children', as(cookie)))).children
    .map((c) => c.id)
    .sort();

const overview = async (cookie: string) =>
  json<PaymentsOverview>(await t.request('/api/payments', as(cookie)));

const history = async (cookie: string) =>
  json<PaymentHistoryPage>(await t.request('/api/payments/history', as(cookie)));

function bookTraining(cookie: string, sessionId: string, childIds: string[]) {
  return t.request(
    `/api/trainings/${sessionId}/registrations`,
    as(cookie, { method: 'POST', json: { childIds, acceptTerms: true } }),
  );
}

async function creditsLeft(packId: string): Promise<number | undefined> {
  const [row] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.id, packId));
  return row?.creditsRemaining;
}

const newChild = {
  firstName: 'Noah',
  lastName: 'Demo',
  dateOfBirth: '2014-02-03',
  jerseySize: 140,
  ahv: '7561234567897',
};

async function attack() {
  const db = t.ctx.db;
  const demo = await createParent(db, { firstName: 'Demo', lastName: 'Eltern' });
  const mia = await createChild(db, { parentId: demo.id, firstName: 'Mia' });
  // Expires later than the linker's pack: were the packs shared, the soonest-expiring one would pay first.
  const demoPack = await createCreditPack(db, {
    parentId: demo.id,
    expiresAt: new Date(Date.now() + 300 * 86_400_000),
  });
  const linker = await createParent(db, { firstName: 'Neu', lastName: 'Konto' });
  const own = await createChild(db, { parentId: linker.id, firstName: 'Lio' });
  const cookies = { demo: await sessionCookieFor(t, demo.id), linker: await sessionCookieFor(t, linker.id) };

  const offered = await t.request(
    '/api/family/second-parent',
    as(cookies.linker, { method: 'PUT', json: { email: demo.email } }),
  );
  expect(offered.status).toBe(200);
  // The demo family adds a child after the offer: it must not reach the linker either.
  const noah = (
    await json<ChildResponse>(
      await t.request('/api/children', as(cookies.demo, { method: 'POST', json: newChild })),
      201,
    )
  ).child;
  return { demo, demoPack, mia, noah, linker, own, cookies };
}

describe('a link offered but not accepted', () => {
  it('shows neither family the other’s children', async () => {
    const { mia, noah, own, cookies } = await attack();
    expect(await childIds(cookies.linker)).toEqual([own.id]);
    expect(await childIds(cookies.demo)).toEqual([mia.id, noah.id].sort());
  });

  it('lets the linker neither edit, delete nor book the other family’s children', async () => {
    const { mia, noah, cookies } = await attack();
    const session = await createSession(t.ctx.db);
    for (const child of [mia, noah]) {
      const edit = await t.request(
        `/api/children/${child.id}`,
        as(cookies.linker, {
          method: 'PUT',
          json: { firstName: 'Hack', lastName: 'Demo', dateOfBirth: '2014-02-03', jerseySize: 152 },
        }),
      );
      expect(edit.status).toBe(404);
      expect(
        (await t.request(`/api/children/${child.id}`, as(cookies.linker, { method: 'DELETE' }))).status,
      ).toBe(404);
      expect((await bookTraining(cookies.linker, session.id, [child.id])).status).toBe(404);
    }
    expect(await childIds(cookies.demo)).toEqual([mia.id, noah.id].sort());
  });

  it('shows the linker none of the other family’s payments or credit', async () => {
    const { demo, demoPack, mia, cookies } = await attack();
    const session = await createSession(t.ctx.db);
    await json<BookingResponse>(await bookTraining(cookies.demo, session.id, [mia.id]), 201);

    const seen = JSON.stringify([await overview(cookies.linker), await history(cookies.linker)]);
    for (const secret of [demoPack.id, mia.id, mia.firstName, demo.id]) expect(seen).not.toContain(secret);
    expect((await overview(cookies.linker)).credit.balance).toBe(0);
  });

  it('never pays the linker’s booking from the other family’s pack, nor the other way round', async () => {
    const { demoPack, mia, own, linker, cookies } = await attack();
    const linkerPack = await createCreditPack(t.ctx.db, {
      parentId: linker.id,
      totalCredits: 1,
      priceCentsPaid: 0,
      origin: 'ADMIN',
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const first = await createSession(t.ctx.db);
    const second = await createSession(t.ctx.db);

    // The linker's only credit pays their own booking; the next one stays open instead of using the demo pack.
    const paidOwn = await json<BookingResponse>(await bookTraining(cookies.linker, first.id, [own.id]), 201);
    expect(paidOwn.registrations.map((r) => r.payment.status)).toEqual(['SUCCEEDED']);
    const unpaid = await json<BookingResponse>(await bookTraining(cookies.linker, second.id, [own.id]), 201);
    expect(unpaid.registrations.map((r) => r.payment.status)).toEqual(['REQUIRES_PAYMENT']);
    expect(await creditsLeft(demoPack.id)).toBe(11);
    expect(await creditsLeft(linkerPack.id)).toBe(0);

    // The demo family's booking is paid from its own pack, never from the linker's.
    await createCreditPack(t.ctx.db, {
      parentId: linker.id,
      expiresAt: new Date(Date.now() + 10 * 86_400_000),
    });
    const demoBooking = await json<BookingResponse>(
      await bookTraining(cookies.demo, first.id, [mia.id]),
      201,
    );
    expect(demoBooking.registrations.map((r) => r.payment.status)).toEqual(['SUCCEEDED']);
    expect(await creditsLeft(demoPack.id)).toBe(10);
    expect((await overview(cookies.linker)).credit.balance).toBe(11);
  });
});
