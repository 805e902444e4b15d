import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceSheet } from '../../src/domain/attendance/attendance-api';
import type { CampsResponse, TrainingsResponse } from '../../src/domain/bookings/contracts';
import { attendance, rsvps } from '../../src/server/db/schema';
import { bookCamp, bookSession, createCamp, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { signedInFamily, zurich } from './booking-fixtures';

const t = setupTestApp();
// Saturday 09.05.2026, 10:05 in Zurich: the training of 10:00 has begun; the camp runs 08.05.-12.05.
const NOW = zurich('2026-05-09', '10:05');
const TRAINING = { startsAt: zurich('2026-05-09', '10:00'), endsAt: zurich('2026-05-09', '11:45') };
const CAMP = { startDate: '2026-05-08', endDate: '2026-05-12' };
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

const sheetOf = (kind: 'trainings' | 'camps', offerId: string) => `/admin/${kind}/${offerId}/attendance`;
const cell = (kind: 'trainings' | 'camps', offerId: string, childId: string, day: string) =>
  `${sheetOf(kind, offerId)}/${childId}/${day}`;

async function sheet(kind: 'trainings' | 'camps', offerId: string): Promise<AttendanceSheet> {
  const res = await call(t, a.cookie, 'GET', sheetOf(kind, offerId));
  expect(res.status).toBe(200);
  return (await res.json()) as AttendanceSheet;
}

const rowsOf = (offerColumn: typeof attendance.sessionId | typeof attendance.campId, id: string) =>
  t.ctx.db.select().from(attendance).where(eq(offerColumn, id));

describe('attendance of a training', () => {
  it('sets, overwrites and clears a cell; the same PUT twice keeps who set it and when', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
    const path = cell('trainings', session.id, child.id, '2026-05-09');

    expect((await call(t, a.cookie, 'PUT', path, { status: 'absent' })).status).toBe(200);
    const [first] = await rowsOf(attendance.sessionId, session.id);
    expect(first).toMatchObject({ status: 'absent', setBy: a.admin.id, setAt: NOW, offerKind: 'training' });

    t.clock.set(zurich('2026-05-09', '10:10'));
    expect((await call(t, a.cookie, 'PUT', path, { status: 'absent' })).status).toBe(200);
    expect(await rowsOf(attendance.sessionId, session.id)).toEqual([first]);

    // Last write wins.
    expect((await call(t, a.cookie, 'PUT', path, { status: 'present' })).status).toBe(200);
    const [second] = await rowsOf(attendance.sessionId, session.id);
    expect(second).toMatchObject({ id: first!.id, status: 'present', setAt: zurich('2026-05-09', '10:10') });
    expect((await sheet('trainings', session.id)).participants).toEqual([
      expect.objectContaining({ childId: child.id, marks: { '2026-05-09': 'present' } }),
    ]);

    expect((await call(t, a.cookie, 'DELETE', path)).status).toBe(204);
    expect(await rowsOf(attendance.sessionId, session.id)).toEqual([]);
    // Clearing an empty cell is no error (a retried tap).
    expect((await call(t, a.cookie, 'DELETE', path)).status).toBe(204);
    expect((await sheet('trainings', session.id)).participants[0]!.marks).toEqual({});
  });

  it('taps racing on one cell: every PUT answers 200, one row stays with one of the statuses', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
    const path = cell('trainings', session.id, child.id, '2026-05-09');
    const statuses = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'present' : 'absent'));
    const answers = await Promise.all(statuses.map((status) => call(t, a.cookie, 'PUT', path, { status })));
    expect(answers.map((r) => r.status)).toEqual(statuses.map(() => 200));
    const rows = await rowsOf(attendance.sessionId, session.id);
    expect(rows).toHaveLength(1);
    expect(['present', 'absent']).toContain(rows[0]!.status);
  });

  it('takes no mark before the training day, nor for another day, nor bad input', async () => {
    const session = await createSession(t.ctx.db, {
      startsAt: zurich('2026-05-10', '10:00'),
      endsAt: zurich('2026-05-10', '11:45'),
    });
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });

    expect((await sheet('trainings', session.id)).days).toEqual([{ day: '2026-05-10', open: false }]);
    const early = await call(t, a.cookie, 'PUT', cell('trainings', session.id, child.id, '2026-05-10'), {
      status: 'present',
    });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('ATTENDANCE_NOT_YET');
    const wrongDay = await call(t, a.cookie, 'PUT', cell('trainings', session.id, child.id, '2026-05-09'), {
      status: 'present',
    });
    expect(wrongDay.status).toBe(400);
    expect((await errorOf(wrongDay)).code).toBe('ATTENDANCE_NOT_A_DAY');

    t.clock.set(zurich('2026-05-10', '00:00'));
    const path = cell('trainings', session.id, child.id, '2026-05-10');
    for (const body of [{ status: 'krank' }, {}, { status: 'present', extra: 1 }, 'present']) {
      const res = await call(t, a.cookie, 'PUT', path, body);
      expect(res.status).toBe(400);
    }
    expect(
      (await call(t, a.cookie, 'PUT', cell('trainings', session.id, child.id, '10.05.2026'))).status,
    ).toBe(400);
    expect(await rowsOf(attendance.sessionId, session.id)).toEqual([]);
    // From midnight of its day on, it does.
    expect((await call(t, a.cookie, 'PUT', path, { status: 'present' })).status).toBe(200);
  });

  it('is only for confirmed participants: not a cancelled one, not a child never booked', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const family = await signedInFamily(t, 3);
    const [booked, cancelled, never] = family.children;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: booked!.id });
    await bookSession(t.ctx.db, { sessionId: session.id, childId: cancelled!.id });
    await t.ctx.db.update(rsvps).set({ cancelledAt: NOW }).where(eq(rsvps.childId, cancelled!.id));

    expect((await sheet('trainings', session.id)).participants.map((p) => p.childId)).toEqual([booked!.id]);
    for (const child of [cancelled!, never!]) {
      const res = await call(t, a.cookie, 'PUT', cell('trainings', session.id, child.id, '2026-05-09'), {
        status: 'present',
      });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe('ATTENDANCE_NOT_CONFIRMED');
    }
    const all = await call(t, a.cookie, 'POST', `${sheetOf('trainings', session.id)}/2026-05-09/all-present`);
    expect(await all.json()).toEqual({ marked: 1 });
    expect((await rowsOf(attendance.sessionId, session.id)).map((r) => r.rsvpId)).toHaveLength(1);
  });

  it('answers 404 for an unknown or deleted training', async () => {
    const session = await createSession(t.ctx.db, { ...TRAINING, deletedAt: NOW });
    for (const id of [session.id, '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f', 'nope']) {
      expect((await call(t, a.cookie, 'GET', sheetOf('trainings', id))).status).toBe(404);
    }
  });

  it('answers parents 403 and changes nothing', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
    const res = await call(t, family.cookie, 'PUT', cell('trainings', session.id, child.id, '2026-05-09'), {
      status: 'absent',
    });
    expect(res.status).toBe(403);
    expect(await rowsOf(attendance.sessionId, session.id)).toEqual([]);
  });
});

describe('attendance of a camp, per day', () => {
  it('keeps one mark per day; days to come take none; "Alle anwesend" leaves the marked alone', async () => {
    const camp = await createCamp(t.ctx.db, CAMP);
    const family = await signedInFamily(t, 2);
    const [mia, noah] = family.children;
    await bookCamp(t.ctx.db, { campId: camp.id, childId: mia!.id });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: noah!.id });

    expect((await sheet('camps', camp.id)).days).toEqual([
      { day: '2026-05-08', open: true },
      { day: '2026-05-09', open: true },
      { day: '2026-05-10', open: false },
      { day: '2026-05-11', open: false },
      { day: '2026-05-12', open: false },
    ]);
    await call(t, a.cookie, 'PUT', cell('camps', camp.id, mia!.id, '2026-05-08'), { status: 'absent' });
    await call(t, a.cookie, 'PUT', cell('camps', camp.id, mia!.id, '2026-05-09'), { status: 'absent' });
    const ahead = await call(t, a.cookie, 'PUT', cell('camps', camp.id, mia!.id, '2026-05-10'), {
      status: 'present',
    });
    expect(ahead.status).toBe(409);
    const before = await call(t, a.cookie, 'PUT', cell('camps', camp.id, mia!.id, '2026-05-07'), {
      status: 'present',
    });
    expect(before.status).toBe(400);

    const all = await call(t, a.cookie, 'POST', `${sheetOf('camps', camp.id)}/2026-05-09/all-present`);
    expect(await all.json()).toEqual({ marked: 1 });
    const again = await call(t, a.cookie, 'POST', `${sheetOf('camps', camp.id)}/2026-05-09/all-present`);
    expect(await again.json()).toEqual({ marked: 0 });
    expect(
      (await call(t, a.cookie, 'POST', `${sheetOf('camps', camp.id)}/2026-05-11/all-present`)).status,
    ).toBe(409);

    const { participants } = await sheet('camps', camp.id);
    const marks = Object.fromEntries(participants.map((p) => [p.childId, p.marks]));
    expect(marks).toEqual({
      [mia!.id]: { '2026-05-08': 'absent', '2026-05-09': 'absent' },
      [noah!.id]: { '2026-05-09': 'present' },
    });
  });

  it('a training id under /camps (and the reverse) is not found', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const camp = await createCamp(t.ctx.db, CAMP);
    expect((await call(t, a.cookie, 'GET', sheetOf('camps', session.id))).status).toBe(404);
    expect((await call(t, a.cookie, 'GET', sheetOf('trainings', camp.id))).status).toBe(404);
  });
});

describe("the parents' booking history", () => {
  it('shows the marked days on the booking, only to the family', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const camp = await createCamp(t.ctx.db, CAMP);
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    await call(t, a.cookie, 'PUT', cell('trainings', session.id, child.id, '2026-05-09'), {
      status: 'absent',
    });
    await call(t, a.cookie, 'PUT', cell('camps', camp.id, child.id, '2026-05-09'), { status: 'absent' });
    await call(t, a.cookie, 'PUT', cell('camps', camp.id, child.id, '2026-05-08'), { status: 'present' });

    // The next day both are in the past lists.
    t.clock.set(zurich('2026-05-13', '09:00'));
    const trainings = (await (
      await t.request('/api/trainings', { headers: { cookie: family.cookie } })
    ).json()) as TrainingsResponse;
    const training = trainings.past.find((s) => s.id === session.id);
    expect(training?.registrations).toEqual([
      expect.objectContaining({ childId: child.id, attendance: [{ day: '2026-05-09', status: 'absent' }] }),
    ]);
    const camps = (await (
      await t.request('/api/camps', { headers: { cookie: family.cookie } })
    ).json()) as CampsResponse;
    expect(camps.past.find((c) => c.id === camp.id)?.registrations).toEqual([
      expect.objectContaining({
        attendance: [
          { day: '2026-05-08', status: 'present' },
          { day: '2026-05-09', status: 'absent' },
        ],
      }),
    ]);

    // Another family sees the offers, never this family's child or its marks.
    const other = await signedInFamily(t);
    const theirs = await (await t.request('/api/trainings', { headers: { cookie: other.cookie } })).text();
    expect(theirs).not.toContain(child.id);
    const theirCamps = (await (
      await t.request('/api/camps', { headers: { cookie: other.cookie } })
    ).json()) as CampsResponse;
    expect(theirCamps.past.find((c) => c.id === camp.id)?.registrations).toEqual([]);
  });

  it('a booking without marks carries no attendance field', async () => {
    const session = await createSession(t.ctx.db, TRAINING);
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
    const trainings = (await (
      await t.request('/api/trainings', { headers: { cookie: family.cookie } })
    ).json()) as TrainingsResponse;
    const [registration] = [...trainings.upcoming, ...trainings.past].find(
      (s) => s.id === session.id,
    )!.registrations;
    expect(registration?.childId).toBe(child.id);
    expect(registration).not.toHaveProperty('attendance');
  });
});
