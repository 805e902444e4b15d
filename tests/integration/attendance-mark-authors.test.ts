import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceSheet } from '../../src/domain/attendance/attendance-api';
import { personName } from '../../src/domain/people/person-name';
import { profiles } from '../../src/server/db/schema';
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
import { call, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';
import { deviceMark, signedInTrainer } from './trainer-fixtures';

// Who marked what (issue 29): the back office's attendance sheet names, per marked day, whether a trainer (by the
// trainer record's name) or an admin set it, and when it was made (on the phone for a trainer's mark).

const t = setupTestApp();
const DAY = '2026-05-09';
const NOW = zurich(DAY, '10:30');
let a: SignedInAdmin;
beforeAll(async () => {
  t.clock.set(NOW);
  a = await signedInAdmin(t);
});

async function sheet(kind: 'trainings' | 'camps', id: string): Promise<AttendanceSheet> {
  const res = await call(t, a.cookie, 'GET', `/admin/${kind}/${id}/attendance`);
  expect(res.status).toBe(200);
  return (await res.json()) as AttendanceSheet;
}

async function child() {
  const parent = await createParent(t.ctx.db);
  return createChild(t.ctx.db, { parentId: parent.id });
}

describe('who marked what', () => {
  it('names the trainer of a phone’s mark with when it was made, and the admin of one set in the back office', async () => {
    const coach = await signedInTrainer(t);
    const session = await createSession(t.ctx.db, { startsAt: zurich(DAY, '10:00') });
    await assignTrainer(t.ctx.db, { sessionId: session.id, trainerId: coach.trainer.id });
    const [lena, tim, mia] = [await child(), await child(), await child()];
    for (const kid of [lena, tim, mia])
      await bookSession(t.ctx.db, { sessionId: session.id, childId: kid.id });

    const madeAt = zurich(DAY, '10:02');
    const marked = await call(t, coach.cookie, 'POST', `/trainer/trainings/${session.id}/marks`, {
      marks: [deviceMark(lena.id, DAY, 'late', madeAt), deviceMark(tim.id, DAY, 'present', madeAt)],
    });
    expect(marked.status).toBe(200);
    t.clock.set(zurich(DAY, '10:20'));
    const put = await call(t, a.cookie, 'PUT', `/admin/trainings/${session.id}/attendance/${tim.id}/${DAY}`, {
      status: 'absent',
    });
    expect(put.status).toBe(200);

    const { participants } = await sheet('trainings', session.id);
    const byChild = new Map(participants.map((p) => [p.childId, p]));
    expect(byChild.get(lena.id)?.markedBy).toEqual({
      [DAY]: { role: 'trainer', name: personName(coach.trainer), at: madeAt.toISOString() },
    });
    expect(byChild.get(tim.id)?.markedBy).toEqual({
      [DAY]: { role: 'admin', name: personName(a.admin), at: zurich(DAY, '10:20').toISOString() },
    });
    expect(byChild.get(mia.id)?.markedBy).toEqual({});
  });

  it('names a camp’s marks per day, and an account gone as nobody', async () => {
    t.clock.set(NOW);
    const coach = await signedInTrainer(t);
    const camp = await createCamp(t.ctx.db, { startDate: '2026-05-08', endDate: '2026-05-09' });
    await assignCampTrainer(t.ctx.db, { campId: camp.id, trainerId: coach.trainer.id });
    const kid = await child();
    await bookCamp(t.ctx.db, { campId: camp.id, childId: kid.id });
    const first = zurich('2026-05-08', '17:00');
    await call(t, coach.cookie, 'POST', `/trainer/camps/${camp.id}/marks`, {
      marks: [deviceMark(kid.id, '2026-05-08', 'present', first), deviceMark(kid.id, DAY, 'absent', NOW)],
    });
    await t.ctx.db.delete(profiles).where(eq(profiles.id, coach.account.id));

    const [row] = (await sheet('camps', camp.id)).participants;
    expect(row?.markedBy).toEqual({
      '2026-05-08': { role: 'trainer', name: null, at: first.toISOString() },
      [DAY]: { role: 'trainer', name: null, at: NOW.toISOString() },
    });
  });
});
