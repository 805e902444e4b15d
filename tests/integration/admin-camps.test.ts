import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CampsResponse, ScheduleResponse } from '../../src/domain/bookings/contracts';
import type {
  AdminCampResponse,
  AdminCampsPage,
  DeleteCampResponse,
} from '../../src/domain/camps/admin-camps-api';
import { campCancellationFees, campFlyers, campPayments, campRsvps, camps } from '../../src/server/db/schema';
import { bookCamp, createCamp, createCampFlyer } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { book, mailsTo, signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const NOW = zurich('2026-05-04', '09:00');
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const form = {
  name: 'Sommercamp 2026',
  location: 'Rotkreuz',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  startTime: '09:00',
  endTime: '16:00',
  description: 'Fünf Tage Fussball.',
  poweredBy: 'FC Rotkreuz',
  capacity: '30',
  priceChf: '500.00',
};

/** The form's camp as stored, for the factory. */
const SUMMER = {
  name: form.name,
  location: form.location,
  startDate: form.startDate,
  endDate: form.endDate,
  description: form.description,
  poweredBy: form.poweredBy,
};

async function campRow(id: string) {
  const [row] = await t.ctx.db.select().from(camps).where(eq(camps.id, id));
  return row;
}

async function activeCount(campId: string) {
  const rows = await t.ctx.db
    .select()
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
  return rows.length;
}

describe('creating a camp', () => {
  it('stores the price typed in CHF as cents (rounded), answers the card, writes an audit row', async () => {
    const res = await call(t, a.cookie, 'POST', '/admin/camps', { ...form, priceChf: "1'250.555" });
    expect(res.status).toBe(201);
    const { camp } = (await res.json()) as AdminCampResponse;
    expect(camp).toMatchObject({
      name: 'Sommercamp 2026',
      location: 'Rotkreuz',
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      startTime: '09:00',
      endTime: '16:00',
      poweredBy: 'FC Rotkreuz',
      capacity: 30,
      priceCents: 125056,
      registeredCount: 0,
      seatsLeft: 30,
      flyerUrl: null,
    });
    expect((await campRow(camp.id))?.priceCents).toBe(125056);
    expect(await auditRowsOf(t, 'camp', camp.id)).toMatchObject([
      { action: 'camp.create', actorId: a.admin.id, details: { name: 'Sommercamp 2026' } },
    ]);
  });

  it('a camp without end date lasts its one day', async () => {
    const res = await call(t, a.cookie, 'POST', '/admin/camps', { ...form, endDate: '' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as AdminCampResponse).camp.endDate).toBe('2026-07-06');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ location: '  ' }, 'location'],
    [{ startDate: '' }, 'startDate'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ endDate: '2026-07-05' }, 'endDate'],
    [{ capacity: '' }, 'capacity'],
    [{ capacity: '-1' }, 'capacity'],
    [{ priceChf: '' }, 'priceChf'],
    [{ priceChf: 'gratis' }, 'priceChf'],
    [{ startTime: '25:00' }, 'startTime'],
  ])('refuses %j with 400 naming %s, and creates nothing', async (change, field) => {
    const before = (await t.ctx.db.select().from(camps)).length;
    const res = await call(t, a.cookie, 'POST', '/admin/camps', { ...form, ...change });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION');
    expect(error.details?.fields).toContain(field);
    expect(await t.ctx.db.select().from(camps)).toHaveLength(before);
  });
});

describe('the list', () => {
  it('pages upcoming camps soonest first and past ones latest first, with registrations and free places', async () => {
    const name = `Liste ${Date.now()}`;
    for (const startDate of ['2026-08-03', '2026-05-04', '2026-07-06', '2026-05-03', '2026-03-30']) {
      await createCamp(t.ctx.db, { name, startDate, endDate: startDate });
    }
    const full = await createCamp(t.ctx.db, { name: `${name} voll`, startDate: '2026-06-01', capacity: 1 });
    const family = await signedInFamily(t);
    await bookCamp(t.ctx.db, { campId: full.id, childId: family.children[0]!.id });
    const page = async (query: string) =>
      (await (await call(t, a.cookie, 'GET', `/admin/camps?${query}`)).json()) as AdminCampsPage;

    const upcoming = await page('when=upcoming&pageSize=100');
    const mine = upcoming.items.filter((c) => c.name === name).map((c) => c.startDate);
    // A camp is upcoming while its first day is today or later (Zurich calendar).
    expect(mine).toEqual(['2026-05-04', '2026-07-06', '2026-08-03']);
    expect(upcoming.items.find((c) => c.id === full.id)).toMatchObject({
      capacity: 1,
      registeredCount: 1,
      seatsLeft: 0,
    });
    const past = await page('when=past&pageSize=100');
    expect(past.items.filter((c) => c.name === name).map((c) => c.startDate)).toEqual([
      '2026-05-03',
      '2026-03-30',
    ]);

    const first = await page('when=upcoming&pageSize=1&page=1');
    const second = await page('when=upcoming&pageSize=1&page=2');
    expect(first.total).toBe(upcoming.total);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.id).toBe(upcoming.items[1]?.id);
  });

  it.each(['page=0', 'pageSize=1000', 'when=soon'])('refuses ?%s with 400', async (query) => {
    expect((await call(t, a.cookie, 'GET', `/admin/camps?${query}`)).status).toBe(400);
  });
});

describe('editing a camp', () => {
  it('changes its fields and records what changed (times compared as the form writes them)', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, capacity: 30, priceCents: 50000 });
    const res = await call(t, a.cookie, 'PUT', `/admin/camps/${camp.id}`, {
      ...form,
      name: 'Sommercamp Rotkreuz',
      capacity: '24',
      priceChf: '450',
    });
    expect(res.status).toBe(200);
    const { camp: after } = (await res.json()) as AdminCampResponse;
    expect(after).toMatchObject({ name: 'Sommercamp Rotkreuz', capacity: 24, priceCents: 45000 });
    const audit = await auditRowsOf(t, 'camp', camp.id);
    expect(audit).toMatchObject([
      { action: 'camp.update', details: { changed: ['name', 'capacity', 'priceCents'] } },
    ]);
  });

  it('refuses a capacity below the current registrations with the count, and changes nothing', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, capacity: 10 });
    const family = await signedInFamily(t, 3);
    for (const child of family.children) await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    const res = await call(t, a.cookie, 'PUT', `/admin/camps/${camp.id}`, { ...form, capacity: '2' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'CAPACITY_BELOW_BOOKINGS', details: { registered: 3 } });
    expect((await campRow(camp.id))?.capacity).toBe(10);
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);
    const exact = await call(t, a.cookie, 'PUT', `/admin/camps/${camp.id}`, { ...form, capacity: '3' });
    expect(exact.status).toBe(200);
  });

  it('never overbooks when parents book while two admins lower the capacity', async () => {
    for (let round = 0; round < 5; round++) {
      const camp = await createCamp(t.ctx.db, { ...SUMMER, capacity: 8 });
      const already = await signedInFamily(t, 5);
      for (const child of already.children) await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
      const families = await Promise.all([1, 2, 3].map(() => signedInFamily(t)));
      const other = await signedInAdmin(t);
      const results = await Promise.all([
        ...families.map((f) => book(t, f.cookie, 'camps', camp.id, [f.children[0]!.id])),
        call(t, a.cookie, 'PUT', `/admin/camps/${camp.id}`, { ...form, capacity: '6' }),
        call(t, other.cookie, 'PUT', `/admin/camps/${camp.id}`, { ...form, capacity: '7' }),
      ]);
      for (const res of results) expect([200, 201, 409]).toContain(res.status);
      const capacity = (await campRow(camp.id))!.capacity;
      expect(await activeCount(camp.id)).toBeLessThanOrEqual(capacity);
      expect(capacity).toBeGreaterThanOrEqual(5);
    }
  });

  it('answers 404 for an unknown or deleted camp', async () => {
    const camp = await createCamp(t.ctx.db, { deletedAt: NOW });
    expect((await call(t, a.cookie, 'PUT', `/admin/camps/${camp.id}`, form)).status).toBe(404);
    expect(
      (await call(t, a.cookie, 'PUT', '/admin/camps/7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f', form)).status,
    ).toBe(404);
  });
});

describe('deleting a camp', () => {
  it('removes a camp without registrations, its flyer with it', async () => {
    const camp = await createCamp(t.ctx.db);
    await createCampFlyer(t.ctx.db, { campId: camp.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as DeleteCampResponse).toEqual({ cancelledRegistrations: 0 });
    expect(await campRow(camp.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(campFlyers).where(eq(campFlyers.campId, camp.id))).toEqual([]);
    expect((await auditRowsOf(t, 'camp', camp.id)).map((r) => r.action)).toEqual(['camp.delete']);
  });

  it('refuses while children are registered, unless the admin confirms cancelling them with the refund rule', async () => {
    const camp = await createCamp(t.ctx.db, { ...SUMMER, name: 'Abgesagtes Camp' });
    await createCampFlyer(t.ctx.db, { campId: camp.id });
    const paid = await signedInFamily(t);
    const open = await signedInFamily(t);
    await bookCamp(t.ctx.db, {
      campId: camp.id,
      childId: paid.children[0]!.id,
      status: 'SUCCEEDED',
      method: 'CASH',
    });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: open.children[0]!.id });

    const refused = await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}`, {
      cancelRegistrations: false,
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'CAMP_HAS_BOOKINGS',
      details: { registrations: 2 },
    });
    expect(await activeCount(camp.id)).toBe(2);
    expect((await campRow(camp.id))?.deletedAt).toBeNull();
    expect(await auditRowsOf(t, 'camp', camp.id)).toEqual([]);

    const res = await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}`, { cancelRegistrations: true });
    expect(res.status).toBe(200);
    expect((await res.json()) as DeleteCampResponse).toEqual({ cancelledRegistrations: 2 });
    expect(await activeCount(camp.id)).toBe(0);
    // The paid one: refunded minus the CHF 100 fee, as when a parent cancels; the open one: its payment gone.
    const moneyLeft = await t.ctx.db.select().from(campPayments).where(eq(campPayments.campId, camp.id));
    expect(moneyLeft).toMatchObject([{ status: 'REFUNDED', refundCents: 40000 }]);
    expect(
      await t.ctx.db.select().from(campCancellationFees).where(eq(campCancellationFees.campId, camp.id)),
    ).toMatchObject([{ amountCents: 10000 }]);
    for (const family of [paid, open]) {
      const mails = await mailsTo(t, family.parent.email);
      expect(mails.some((m) => m.subject.includes('Abgesagtes Camp'))).toBe(true);
    }
    // Kept for the money records, gone everywhere else (its flyer too).
    expect((await campRow(camp.id))?.deletedAt).toEqual(NOW);
    expect(await t.ctx.db.select().from(campFlyers).where(eq(campFlyers.campId, camp.id))).toEqual([]);
    const schedule = (await (await t.request('/api/schedule')).json()) as ScheduleResponse;
    expect(schedule.camps.map((c) => c.id)).not.toContain(camp.id);
    const parentCamps = (await (
      await t.request('/api/camps', { headers: { cookie: open.cookie } })
    ).json()) as CampsResponse;
    expect([...parentCamps.upcoming, ...parentCamps.past].map((c) => c.id)).not.toContain(camp.id);
    const list = (await (
      await call(t, a.cookie, 'GET', '/admin/camps?pageSize=100')
    ).json()) as AdminCampsPage;
    expect(list.items.map((c) => c.id)).not.toContain(camp.id);
    const late = await book(t, open.cookie, 'camps', camp.id, [open.children[0]!.id]);
    expect(late.status).toBe(404);
    expect((await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}`)).status).toBe(404);
    const audit = await auditRowsOf(t, 'camp', camp.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'camp.delete',
      details: { cancelledRegistrations: 2, keptForHistory: true },
    });
  });

  it('refuses a body that is not the confirmation, and changes nothing', async () => {
    const camp = await createCamp(t.ctx.db);
    const res = await call(t, a.cookie, 'DELETE', `/admin/camps/${camp.id}`, { cancelRegistrations: 'ja' });
    expect(res.status).toBe(400);
    expect(await campRow(camp.id)).toBeDefined();
  });
});
