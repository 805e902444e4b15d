import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceStatus } from '../../src/domain/attendance/attendance-api';
import type { AdminAttendanceRatesResponse } from '../../src/domain/dashboard/admin-attendance-rates-api';
import { rsvps } from '../../src/server/db/schema';
import {
  bookCamp,
  bookSession,
  createAttendance,
  createCamp,
  createChild,
  createParent,
  createSession,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';

// The dashboard's "Anwesenheit" (issue 29): per offer and per child, present and late count as there, absent as
// missed unless the parents reported it (excused: on neither side), over the past 90 days' marks only. Its own
// database: the lists are exact.

const t = setupTestApp();
const TODAY = '2026-06-10';
let a: SignedInAdmin;

beforeAll(async () => {
  t.clock.set(zurich(TODAY, '12:00'));
  a = await signedInAdmin(t);
});

async function rates(): Promise<AdminAttendanceRatesResponse> {
  const res = await call(t, a.cookie, 'GET', '/admin/dashboard/attendance');
  expect(res.status).toBe(200);
  return (await res.json()) as AdminAttendanceRatesResponse;
}

async function child(firstName: string) {
  const parent = await createParent(t.ctx.db);
  return createChild(t.ctx.db, { parentId: parent.id, firstName, lastName: 'Test' });
}

/** A training on `day` at `time` with each child booked and marked (null: booked, not marked). */
async function training(
  day: string,
  marks: [{ id: string }, AttendanceStatus | null, { reported?: boolean; cancelled?: boolean }?][],
  time = '10:00',
) {
  const session = await createSession(t.ctx.db, { title: `Training ${day}`, startsAt: zurich(day, time) });
  for (const [kid, status, options = {}] of marks) {
    const booking = await bookSession(t.ctx.db, { sessionId: session.id, childId: kid.id });
    if (options.reported || options.cancelled)
      await t.ctx.db
        .update(rsvps)
        .set({
          ...(options.reported ? { absenceReportedAt: zurich(day, '08:00') } : {}),
          ...(options.cancelled ? { cancelledAt: zurich(day, '08:00') } : {}),
        })
        .where(eq(rsvps.id, booking.rsvp.id));
    if (status)
      await createAttendance(t.ctx.db, {
        sessionId: session.id,
        rsvpId: booking.rsvp.id,
        day,
        status,
      });
  }
  return session;
}

describe('the dashboard’s attendance rates', () => {
  it('answers empty lists while nothing is marked', async () => {
    expect(await rates()).toEqual({ days: 90, offers: [], children: [] });
  });

  it('counts present and late as there, a reported absence on neither side, past days of 90 only', async () => {
    const [lena, tim, mia, noah] = [
      await child('Lena'),
      await child('Tim'),
      await child('Mia'),
      await child('Noah'),
    ];
    const first = await training('2026-06-01', [
      [lena, 'present'],
      [tim, 'absent'],
      [mia, 'late'],
      [noah, 'absent', { reported: true }],
    ]);
    const second = await training('2026-06-08', [
      [lena, 'absent'],
      [tim, 'absent'],
      [mia, 'present'],
      [noah, null],
    ]);
    // Outside: older than 90 days, later today (not begun), a cancelled registration's mark.
    await training('2026-03-01', [[mia, 'absent']]);
    await training(TODAY, [[mia, 'absent']], '18:00');
    await training('2026-06-09', [[lena, 'absent', { cancelled: true }]]);
    const camp = await createCamp(t.ctx.db, {
      name: 'Sommercamp',
      startDate: '2026-06-02',
      endDate: '2026-06-03',
    });
    const stay = await bookCamp(t.ctx.db, { campId: camp.id, childId: noah.id });
    for (const [day, status] of [
      ['2026-06-02', 'present'],
      ['2026-06-03', 'absent'],
    ] as const)
      await createAttendance(t.ctx.db, { campId: camp.id, campRsvpId: stay.campRsvp.id, day, status });

    const answer = await rates();
    expect(answer.offers).toEqual([
      {
        kind: 'training',
        offerId: second.id,
        title: 'Training 2026-06-08',
        day: '2026-06-08',
        attended: 1,
        missed: 2,
        excused: 0,
        rate: 33,
      },
      {
        kind: 'camp',
        offerId: camp.id,
        title: 'Sommercamp',
        day: '2026-06-02',
        attended: 1,
        missed: 1,
        excused: 0,
        rate: 50,
      },
      {
        kind: 'training',
        offerId: first.id,
        title: 'Training 2026-06-01',
        day: '2026-06-01',
        attended: 2,
        missed: 1,
        excused: 1,
        rate: 67,
      },
    ]);
    expect(answer.children.map((c) => [c.firstName, c.attended, c.missed, c.excused, c.rate])).toEqual([
      ['Tim', 0, 2, 0, 0],
      ['Lena', 1, 1, 0, 50],
      ['Noah', 1, 1, 1, 50],
      ['Mia', 2, 0, 0, 100],
    ]);
  });
});
