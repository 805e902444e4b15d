import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleResponse } from '../../src/domain/bookings/contracts';
import type {
  AdminTrainingsPage,
  AdminTrainingsResponse,
  DeleteTrainingResponse,
} from '../../src/domain/trainings/admin-trainings-api';
import { creditPacks, rsvps, sessions, sessionTrainers } from '../../src/server/db/schema';
import { bookSession, createSession, createTrainer } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { book, mailsTo, signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
const NOW = zurich('2026-03-02', '09:00');
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const form = {
  title: 'TIZ Training',
  focus: 'Passspiel',
  date: '2026-03-21',
  startTime: '10:00',
  endTime: '11:45',
  location: 'Kunstrasen Rotkreuz',
  type: 'TIZ',
  capacity: '30',
  priceChf: '25.00',
  trainerIds: [] as string[],
};

async function sessionRow(id: string) {
  const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

async function activeCount(sessionId: string) {
  const rows = await t.ctx.db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)));
  return rows.length;
}

describe('creating trainings', () => {
  it('creates one training at the Zurich wall-clock time with its trainers and an audit row', async () => {
    const trainer = await createTrainer(t.ctx.db, { firstName: 'Luca', lastName: 'Bühler' });
    const res = await call(t, a.cookie, 'POST', '/admin/trainings', { ...form, trainerIds: [trainer.id] });
    expect(res.status).toBe(201);
    const { trainings } = (await res.json()) as AdminTrainingsResponse;
    expect(trainings).toHaveLength(1);
    expect(trainings[0]).toMatchObject({
      title: 'TIZ Training',
      startsAt: '2026-03-21T09:00:00.000Z',
      endsAt: '2026-03-21T10:45:00.000Z',
      capacity: 30,
      priceCents: 2500,
      registeredCount: 0,
      seatsLeft: 30,
      trainers: [{ id: trainer.id, firstName: 'Luca', lastName: 'Bühler' }],
    });
    const audit = await auditRowsOf(t, 'training', trainings[0]!.id);
    expect(audit).toMatchObject([{ action: 'training.create', actorId: a.admin.id }]);
  });

  it('creates a weekly series that keeps 10:00 in Zurich across the switch to summer time', async () => {
    const res = await call(t, a.cookie, 'POST', '/admin/trainings', { ...form, title: 'Serie', weeks: '3' });
    expect(res.status).toBe(201);
    const { trainings } = (await res.json()) as AdminTrainingsResponse;
    expect(trainings.map((s) => s.startsAt)).toEqual([
      '2026-03-21T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-04-04T08:00:00.000Z',
    ]);
    for (const [i, training] of trainings.entries()) {
      const [row] = await auditRowsOf(t, 'training', training.id);
      expect(row?.details).toMatchObject({ series: { week: i + 1, of: 3 } });
    }
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ date: '' }, 'date'],
    [{ endTime: '09:00' }, 'endTime'],
    [{ type: 'Camp' }, 'type'],
    [{ capacity: '-1' }, 'capacity'],
    [{ weeks: '53' }, 'weeks'],
    [{ trainerIds: ['7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f'] }, 'trainerIds'],
  ])('refuses %j with 400 naming %s, and creates nothing', async (change, field) => {
    const before = (await t.ctx.db.select().from(sessions)).length;
    const res = await call(t, a.cookie, 'POST', '/admin/trainings', { ...form, ...change });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields).toContain(field);
    expect(await t.ctx.db.select().from(sessions)).toHaveLength(before);
  });
});

describe('the list', () => {
  it('pages upcoming trainings soonest first and past ones latest first, in SQL', async () => {
    const title = `Liste ${Date.now()}`;
    for (const day of ['2026-03-10', '2026-03-05', '2026-03-07', '2026-02-20', '2026-02-27']) {
      await createSession(t.ctx.db, { title, startsAt: zurich(day, '10:00'), endsAt: zurich(day, '11:45') });
    }
    const page = async (query: string) =>
      (await (await call(t, a.cookie, 'GET', `/admin/trainings?${query}`)).json()) as AdminTrainingsPage;

    const upcoming = await page('when=upcoming&pageSize=100');
    const mine = upcoming.items.filter((s) => s.title === title).map((s) => s.startsAt.slice(0, 10));
    expect(mine).toEqual(['2026-03-05', '2026-03-07', '2026-03-10']);
    const past = await page('when=past&pageSize=100');
    expect(past.items.filter((s) => s.title === title).map((s) => s.startsAt.slice(0, 10))).toEqual([
      '2026-02-27',
      '2026-02-20',
    ]);

    const first = await page('when=upcoming&pageSize=1&page=1');
    const second = await page('when=upcoming&pageSize=1&page=2');
    expect([first.items.length, first.hasMore]).toEqual([1, true]);
    expect(second.items[0]?.id).toBe(upcoming.items[1]?.id);
    const last = await page(`when=upcoming&pageSize=1&page=${upcoming.items.length}`);
    expect([last.items[0]?.id, last.hasMore]).toEqual([upcoming.items.at(-1)?.id, false]);
  });

  it.each(['page=0', 'pageSize=1000', 'when=soon'])('refuses ?%s with 400', async (query) => {
    expect((await call(t, a.cookie, 'GET', `/admin/trainings?${query}`)).status).toBe(400);
  });
});

describe('editing a training', () => {
  it('changes its fields and trainers, and records what changed', async () => {
    const [luca, sara] = [await createTrainer(t.ctx.db), await createTrainer(t.ctx.db)];
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-03-14', '10:00') });
    await call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}`, {
      ...form,
      date: '2026-03-14',
      trainerIds: [luca!.id],
    });
    const res = await call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}`, {
      ...form,
      date: '2026-03-14',
      title: 'Torschuss',
      capacity: '12',
      priceChf: '30',
      trainerIds: [sara!.id],
    });
    expect(res.status).toBe(200);
    const { trainings } = (await res.json()) as AdminTrainingsResponse;
    expect(trainings[0]).toMatchObject({ title: 'Torschuss', capacity: 12, priceCents: 3000 });
    expect(trainings[0]?.trainers.map((x) => x.id)).toEqual([sara!.id]);
    const audit = await auditRowsOf(t, 'training', session.id);
    expect(audit.at(-1)?.details).toMatchObject({ changed: ['title', 'capacity', 'priceCents'] });
  });

  it('refuses a capacity below the current registrations with the count, and changes nothing', async () => {
    const session = await createSession(t.ctx.db, { capacity: 10 });
    const family = await signedInFamily(t, 3);
    for (const child of family.children)
      await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
    const res = await call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}`, { ...form, capacity: '2' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'CAPACITY_BELOW_BOOKINGS', details: { registered: 3 } });
    expect((await sessionRow(session.id))?.capacity).toBe(10);
    expect(await auditRowsOf(t, 'training', session.id)).toEqual([]);
    const exact = await call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}`, {
      ...form,
      capacity: '3',
    });
    expect(exact.status).toBe(200);
  });

  it('never overbooks when parents book while two admins lower the capacity', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await createSession(t.ctx.db, {
        capacity: 8,
        startsAt: zurich('2026-03-21', '10:00'),
        endsAt: zurich('2026-03-21', '11:45'),
      });
      const already = await signedInFamily(t, 5);
      for (const child of already.children) {
        await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
      }
      const families = await Promise.all([1, 2, 3].map(() => signedInFamily(t)));
      const other = await signedInAdmin(t);
      const results = await Promise.all([
        ...families.map((f) => book(t, f.cookie, 'trainings', session.id, [f.children[0]!.id])),
        call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}`, { ...form, capacity: '6' }),
        call(t, other.cookie, 'PUT', `/admin/trainings/${session.id}`, { ...form, capacity: '7' }),
      ]);
      for (const res of results) expect([200, 201, 409]).toContain(res.status);
      const capacity = (await sessionRow(session.id))!.capacity;
      expect(await activeCount(session.id)).toBeLessThanOrEqual(capacity);
    }
  });

  it('answers 404 for an unknown or deleted training', async () => {
    const session = await createSession(t.ctx.db, { deletedAt: NOW });
    expect((await call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}`, form)).status).toBe(404);
  });
});

describe('deleting a training', () => {
  it('removes a training without bookings, its trainer assignments with it', async () => {
    const session = await createSession(t.ctx.db);
    const trainer = await createTrainer(t.ctx.db);
    await t.ctx.db.insert(sessionTrainers).values({ sessionId: session.id, trainerId: trainer.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/trainings/${session.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as DeleteTrainingResponse).toEqual({ cancelledRegistrations: 0 });
    expect(await sessionRow(session.id)).toBeUndefined();
    expect((await auditRowsOf(t, 'training', session.id)).map((r) => r.action)).toEqual(['training.delete']);
  });

  it('refuses while children are registered, unless the admin confirms cancelling them', async () => {
    const session = await createSession(t.ctx.db, {
      title: 'Abgesagt',
      startsAt: zurich('2026-03-21', '10:00'),
      endsAt: zurich('2026-03-21', '11:45'),
    });
    const paid = await signedInFamily(t);
    const open = await signedInFamily(t);
    await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: paid.children[0]!.id,
      status: 'SUCCEEDED',
    });
    await bookSession(t.ctx.db, { sessionId: session.id, childId: open.children[0]!.id });

    const refused = await call(t, a.cookie, 'DELETE', `/admin/trainings/${session.id}`, {
      cancelBookings: false,
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'TRAINING_HAS_BOOKINGS',
      details: { registrations: 2 },
    });
    expect(await activeCount(session.id)).toBe(2);
    expect((await sessionRow(session.id))?.deletedAt).toBeNull();

    const res = await call(t, a.cookie, 'DELETE', `/admin/trainings/${session.id}`, { cancelBookings: true });
    expect(res.status).toBe(200);
    expect((await res.json()) as DeleteTrainingResponse).toEqual({ cancelledRegistrations: 2 });
    expect(await activeCount(session.id)).toBe(0);
    // The paid one was cancelled on time: its credit came back, as on the parent side.
    const packs = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.parentId, paid.parent.id));
    expect(packs).toMatchObject([{ origin: 'REFUND', creditsRemaining: 1 }]);
    for (const family of [paid, open]) {
      const mails = await mailsTo(t, family.parent.email);
      expect(mails.some((m) => m.subject.startsWith('Abmeldung: Abgesagt'))).toBe(true);
    }
    // Kept for the money records, gone everywhere else.
    expect((await sessionRow(session.id))?.deletedAt).toEqual(NOW);
    const schedule = (await (await t.request('/api/schedule')).json()) as ScheduleResponse;
    expect(schedule.trainings.map((s) => s.id)).not.toContain(session.id);
    const list = (await (
      await call(t, a.cookie, 'GET', '/admin/trainings?pageSize=100')
    ).json()) as AdminTrainingsPage;
    expect(list.items.map((s) => s.id)).not.toContain(session.id);
    const late = await book(t, open.cookie, 'trainings', session.id, [open.children[0]!.id]);
    expect(late.status).toBe(404);
    const audit = await auditRowsOf(t, 'training', session.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'training.delete',
      details: { cancelledRegistrations: 2, keptForHistory: true },
    });
  });
});
