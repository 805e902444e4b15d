import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParticipantsHealthResponse } from '../../src/domain/bookings/participants-health';
import type { TrainerMarksResponse, TrainerOfferResponse } from '../../src/domain/trainers/trainer-api';
import { encryptHealthInfo } from '../../src/server/crypto/health-info';
import { attendance, auditLog, rsvps } from '../../src/server/db/schema';
import {
  assignCampTrainer,
  assignTrainer,
  bookCamp,
  bookSession,
  createCamp,
  createChild,
  createParent,
  createSession,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';
import { deviceMark, type SignedInTrainer, signedInTrainer } from './trainer-fixtures';

// A trainer's session at the pitch (issue 29): the participants with only what the session needs, the audited
// health reveal, and marks made on a phone (possibly offline) applied once each, the latest made winning.

const t = setupTestApp();
// Saturday 09.05.2026, 10:05 in Zurich: the training of 10:00 has begun.
const NOW = zurich('2026-05-09', '10:05');
const DAY = '2026-05-09';
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(NOW));

async function trainingWithChild(
  coach: SignedInTrainer,
  childOptions: Parameters<typeof createChild>[1] | object = {},
) {
  const session = await createSession(t.ctx.db, {
    startsAt: zurich(DAY, '10:00'),
    endsAt: zurich(DAY, '11:30'),
    priceCents: 3500,
  });
  await assignTrainer(t.ctx.db, { sessionId: session.id, trainerId: coach.trainer.id });
  const parent = await createParent(t.ctx.db, { mobile: '079 555 66 77' });
  const child = await createChild(t.ctx.db, {
    parentId: parent.id,
    cipher: t.ctx.ahv,
    dateOfBirth: '2016-06-01',
    level: 'Fortgeschritten',
    ...childOptions,
  });
  const booking = await bookSession(t.ctx.db, { sessionId: session.id, childId: child.id });
  return { session, parent, child, booking };
}

const offerPath = (id: string) => `/trainer/trainings/${id}`;
const marksPath = (id: string) => `${offerPath(id)}/marks`;

async function cellsOf(sessionId: string) {
  return t.ctx.db
    .select({ status: attendance.status, markId: attendance.markId, setBy: attendance.setBy })
    .from(attendance)
    .where(eq(attendance.sessionId, sessionId));
}

describe('a session as the trainer sees it', () => {
  it('lists the participants with name, age, level, photo consent, paid or not, and nothing of the parents', async () => {
    const coach = await signedInTrainer(t);
    const { session, parent, child, booking } = await trainingWithChild(coach);
    const res = await call(t, coach.cookie, 'GET', offerPath(session.id));
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as TrainerOfferResponse;
    expect(body.session).toMatchObject({ kind: 'training', id: session.id, participants: 1, waitlist: 0 });
    expect(body.days).toEqual([{ day: DAY, open: true }]);
    expect(body.participants).toEqual([
      {
        childId: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        age: 9,
        level: 'Fortgeschritten',
        photoConsent: true,
        paid: booking.payment.status === 'SUCCEEDED',
        hasHealthInfo: false,
        marks: {},
        note: null,
      },
    ]);
    for (const hidden of [parent.email, '079 555 66 77']) {
      expect(text).not.toContain(hidden);
    }
    expect(text).not.toMatch(/amount|price|ahv|email/i);
  });

  it('shows another trainer no session of theirs (404) and audits nothing', async () => {
    const coach = await signedInTrainer(t);
    const other = await signedInTrainer(t);
    const { session } = await trainingWithChild(coach);
    for (const path of [offerPath(session.id), `${offerPath(session.id)}/health`]) {
      expect((await call(t, other.cookie, 'GET', path)).status).toBe(404);
    }
    const res = await call(t, other.cookie, 'POST', marksPath(session.id), {
      marks: [deviceMark(crypto.randomUUID(), DAY, 'present', NOW)],
    });
    expect(res.status).toBe(404);
    expect(await auditRowsOf(t, 'training', session.id)).toEqual([]);
  });

  it('reveals emergency and health information only on request, each read audited with the trainer', async () => {
    const coach = await signedInTrainer(t);
    const info = {
      allergies: 'Nüsse',
      medication: null,
      emergencyContactName: 'Grossmutter Huber',
      emergencyContactPhone: '079 111 22 33',
    };
    const { session } = await trainingWithChild(coach, {
      healthInfoEncrypted: encryptHealthInfo(t.ctx.ahv, info),
    });
    const offer = (await (
      await call(t, coach.cookie, 'GET', offerPath(session.id))
    ).json()) as TrainerOfferResponse;
    expect(offer.participants[0]?.hasHealthInfo).toBe(true);
    expect(JSON.stringify(offer)).not.toContain('Nüsse');

    for (let read = 1; read <= 2; read++) {
      const res = await call(t, coach.cookie, 'GET', `${offerPath(session.id)}/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as ParticipantsHealthResponse).participants[0]?.healthInfo).toEqual(info);
      const rows = await auditRowsOf(t, 'training', session.id);
      expect(rows.map((r) => [r.action, r.actorId])).toEqual(
        Array.from({ length: read }, () => ['training.health_view', coach.account.id]),
      );
    }
  });
});

describe('marks from a phone', () => {
  it('applies a mark once: the same mark synced again changes nothing and is audited once', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    const mark = deviceMark(child.id, DAY, 'late', zurich(DAY, '10:02'));
    for (let sync = 0; sync < 2; sync++) {
      const res = await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [mark] });
      expect(res.status).toBe(200);
      expect((await res.json()) as TrainerMarksResponse).toEqual({
        results: [{ markId: mark.markId, outcome: 'applied' }],
        marks: [{ childId: child.id, day: DAY, status: 'late' }],
      });
    }
    expect(await cellsOf(session.id)).toEqual([
      { status: 'late', markId: mark.markId, setBy: coach.account.id },
    ]);
    const audited = await auditRowsOf(t, 'training', session.id);
    expect(audited.map((r) => r.action)).toEqual(['training.attendance_mark']);
    expect(audited[0]?.details).toMatchObject({ childId: child.id, day: DAY, status: 'late' });
  });

  it('an older mark synced late (offline) loses to the later one, and says so', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    const later = deviceMark(child.id, DAY, 'present', zurich(DAY, '10:04'));
    const earlier = deviceMark(child.id, DAY, 'absent', zurich(DAY, '10:01'));
    await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [later] });
    const res = await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [earlier] });
    expect(((await res.json()) as TrainerMarksResponse).results).toEqual([
      { markId: earlier.markId, outcome: 'superseded' },
    ]);
    expect(await cellsOf(session.id)).toEqual([
      expect.objectContaining({ status: 'present', markId: later.markId }),
    ]);
    const audited = await auditRowsOf(t, 'training', session.id);
    expect(audited.map((r) => (r.details as { superseded?: boolean }).superseded ?? false)).toEqual([
      false,
      true,
    ]);
  });

  it('two trainers marking the same child at once end in one state: the mark made last', async () => {
    const coach = await signedInTrainer(t);
    const assistant = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    await assignTrainer(t.ctx.db, { sessionId: session.id, trainerId: assistant.trainer.id });
    for (let round = 0; round < 5; round++) {
      const a1 = deviceMark(child.id, DAY, 'present', new Date(NOW.getTime() - 60_000 + round * 1000));
      const a2 = deviceMark(child.id, DAY, 'absent', new Date(NOW.getTime() - 59_500 + round * 1000));
      const [r1, r2] = await Promise.all([
        call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [a1] }),
        call(t, assistant.cookie, 'POST', marksPath(session.id), { marks: [a2] }),
      ]);
      expect([r1.status, r2.status]).toEqual([200, 200]);
      expect(await cellsOf(session.id)).toEqual([
        expect.objectContaining({ status: 'absent', markId: a2.markId }),
      ]);
    }
  });

  it('marks made at the same moment end with the same mark whichever arrives first', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    const at = zurich(DAY, '10:03');
    const low = deviceMark(child.id, DAY, 'present', at, '00000000-0000-4000-8000-000000000001');
    const high = deviceMark(child.id, DAY, 'absent', at, 'ffffffff-ffff-4fff-bfff-ffffffffffff');
    await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [high] });
    await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [low] });
    expect(await cellsOf(session.id)).toEqual([expect.objectContaining({ markId: high.markId })]);
  });

  it('a phone clock ahead of ours counts as now: an admin mark made later still wins', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    const ahead = deviceMark(child.id, DAY, 'absent', zurich('2026-12-31', '23:00'));
    await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [ahead] });
    t.clock.set(zurich(DAY, '10:10'));
    const put = await call(
      t,
      a.cookie,
      'PUT',
      `/admin/trainings/${session.id}/attendance/${child.id}/${DAY}`,
      {
        status: 'present',
      },
    );
    expect(put.status).toBe(200);
    // A trainer's offline mark made before the admin's, synced after it, does not undo it.
    const stale = deviceMark(child.id, DAY, 'absent', zurich(DAY, '10:08'));
    await call(t, coach.cookie, 'POST', marksPath(session.id), { marks: [stale] });
    expect(await cellsOf(session.id)).toEqual([
      expect.objectContaining({ status: 'present', markId: null, setBy: a.admin.id }),
    ]);
  });

  it('refuses alone a mark for a child no longer registered or a day not open; the rest apply', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    const parent = await createParent(t.ctx.db);
    const gone = await createChild(t.ctx.db, { parentId: parent.id });
    const { rsvp } = await bookSession(t.ctx.db, { sessionId: session.id, childId: gone.id });
    await t.ctx.db.update(rsvps).set({ cancelledAt: NOW }).where(eq(rsvps.id, rsvp.id));
    const ok = deviceMark(child.id, DAY, 'present', NOW);
    const cancelled = deviceMark(gone.id, DAY, 'present', NOW);
    const otherDay = deviceMark(child.id, '2026-05-10', 'present', NOW);
    const res = await call(t, coach.cookie, 'POST', marksPath(session.id), {
      marks: [ok, cancelled, otherDay],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TrainerMarksResponse).results).toEqual([
      { markId: ok.markId, outcome: 'applied' },
      { markId: cancelled.markId, outcome: 'refused', code: 'ATTENDANCE_NOT_CONFIRMED' },
      { markId: otherDay.markId, outcome: 'refused', code: 'ATTENDANCE_NOT_A_DAY' },
    ]);
    expect(await cellsOf(session.id)).toHaveLength(1);
  });

  it('refuses a malformed batch with 400 and changes nothing', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    for (const marks of [[], [{ ...deviceMark(child.id, DAY, 'present', NOW), status: 'maybe' }], 'x']) {
      const res = await call(t, coach.cookie, 'POST', marksPath(session.id), { marks });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('VALIDATION');
    }
    expect(await cellsOf(session.id)).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, session.id))),
    ).toEqual([]);
  });

  it('camps take a mark per day', async () => {
    const coach = await signedInTrainer(t);
    const camp = await createCamp(t.ctx.db, { startDate: '2026-05-08', endDate: '2026-05-12' });
    await assignCampTrainer(t.ctx.db, { campId: camp.id, trainerId: coach.trainer.id, lead: true });
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    const res = await call(t, coach.cookie, 'POST', `/trainer/camps/${camp.id}/marks`, {
      marks: [
        deviceMark(child.id, '2026-05-08', 'present', NOW),
        deviceMark(child.id, '2026-05-09', 'absent', NOW),
      ],
    });
    expect(res.status).toBe(200);
    const offer = (await (
      await call(t, coach.cookie, 'GET', `/trainer/camps/${camp.id}`)
    ).json()) as TrainerOfferResponse;
    expect(offer.participants[0]?.marks).toEqual({ '2026-05-08': 'present', '2026-05-09': 'absent' });
    expect(offer.days.filter((d) => d.open).map((d) => d.day)).toEqual(['2026-05-08', '2026-05-09']);
  });
});

describe('a note per child', () => {
  it('is kept with the registration, shown to the trainers, and removed when emptied', async () => {
    const coach = await signedInTrainer(t);
    const { session, child } = await trainingWithChild(coach);
    const path = `${offerPath(session.id)}/notes/${child.id}`;
    const put = await call(t, coach.cookie, 'PUT', path, { note: '  Knie geschont  ' });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ childId: child.id, note: 'Knie geschont' });
    const offer = (await (
      await call(t, coach.cookie, 'GET', offerPath(session.id))
    ).json()) as TrainerOfferResponse;
    expect(offer.participants[0]?.note).toBe('Knie geschont');
    expect(await (await call(t, coach.cookie, 'PUT', path, { note: '' })).json()).toEqual({
      childId: child.id,
      note: null,
    });
    const unknown = await call(
      t,
      coach.cookie,
      'PUT',
      `${offerPath(session.id)}/notes/${crypto.randomUUID()}`,
      {
        note: 'x',
      },
    );
    expect(unknown.status).toBe(409);
  });
});
