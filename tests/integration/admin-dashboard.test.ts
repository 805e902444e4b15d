import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '../../src/domain/dashboard/admin-dashboard-api';
import { addDays } from '../../src/domain/time';
import { createChild, createParent, createSession, createTrainer } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';

// Its own database: the counts are exact.
const t = setupTestApp();
const TODAY = '2026-04-15'; // a Wednesday
let a: SignedInAdmin;

beforeAll(async () => {
  t.clock.set(zurich(TODAY, '09:00'));
  a = await signedInAdmin(t);
});

async function dashboard(): Promise<AdminDashboardResponse> {
  const res = await call(t, a.cookie, 'GET', '/admin/dashboard');
  expect(res.status).toBe(200);
  return (await res.json()) as AdminDashboardResponse;
}

describe('the admin dashboard', () => {
  it('counts active trainers, upcoming live trainings, children and the parents that are not admins', async () => {
    await createTrainer(t.ctx.db);
    await createTrainer(t.ctx.db);
    await createTrainer(t.ctx.db, { active: false });
    const at = (day: string) => ({ startsAt: zurich(day, '10:00'), endsAt: zurich(day, '11:45') });
    await createSession(t.ctx.db, at('2026-04-18'));
    await createSession(t.ctx.db, at('2026-04-25'));
    await createSession(t.ctx.db, at('2026-04-11'));
    await createSession(t.ctx.db, { ...at('2026-05-02'), deletedAt: new Date() });
    const parent = await createParent(t.ctx.db);
    await createParent(t.ctx.db, { complete: false });
    await createChild(t.ctx.db, { parentId: parent.id, dateOfBirth: '2014-01-01' });

    const { counts, nextTrainings } = await dashboard();
    expect(counts).toEqual({ activeTrainers: 2, upcomingTrainings: 2, children: 1, parents: 2 });
    expect(nextTrainings.map((s) => s.startsAt.slice(0, 10))).toEqual(['2026-04-18', '2026-04-25']);
  });

  it('lists the first six birthdays of the next 14 days with badge and age, and how many there are', async () => {
    const parent = await createParent(t.ctx.db);
    const born = (offset: number, year: number) => `${year}${addDays(TODAY, offset).slice(4)}`;
    const days = [0, 3, 5, 6, 9, 11, 13, 14, 15, -1];
    for (const [i, offset] of days.entries()) {
      await createChild(t.ctx.db, {
        parentId: parent.id,
        firstName: `Kind${i}`,
        dateOfBirth: born(offset, 2015),
      });
    }
    const { birthdays, birthdaysInWindow } = await dashboard();
    expect(birthdaysInWindow).toBe(8);
    expect(birthdays.map((b) => [b.firstName, b.nextBirthday, b.badge, b.age])).toEqual([
      ['Kind0', '2026-04-15', 'today', 11],
      ['Kind1', '2026-04-18', 'this-week', 11],
      ['Kind2', '2026-04-20', 'next-week', 11],
      ['Kind3', '2026-04-21', 'next-week', 11],
      ['Kind4', '2026-04-24', 'next-week', 11],
      ['Kind5', '2026-04-26', 'next-week', 11],
    ]);
  });
});
