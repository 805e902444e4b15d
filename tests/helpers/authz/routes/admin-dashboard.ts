import { zurichToday } from '../../../../src/domain/time';
import { bookSession, createAttendance, createSession } from '../../../factories';
import type { AuthzRoute } from '../types';
import { withTrainerActors } from '../world';
import { adminOnly } from './admin-only';

// The back office's start page, its weekly chart and the "+ Kind" child search: admins only; no AHV number in any
// answer, and the chart's sums name no family's child.

const ahvOfBoth = (world: Parameters<AuthzRoute['setup']>[0]) =>
  [world.childOfA, world.childOfC]
    .flatMap((c) => [c.ahv, c.ahvEncrypted])
    .filter((v): v is string => Boolean(v));

export const adminDashboardAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    setup: (world) => ({ neverShown: ahvOfBoth(world) }),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard/weekly-figures',
    setup: async (world, objects) => {
      const child = objects === 'ofC' ? world.childOfC : world.childOfA;
      const session = await createSession(world.t.ctx.db);
      await bookSession(world.t.ctx.db, { sessionId: session.id, childId: child.id, status: 'SUCCEEDED' });
      return { secrets: [child.id, session.id], neverShown: ahvOfBoth(world) };
    },
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard/attendance',
    // Issue 29: names children (to the admin alone); refused to a trainer and to an admin without the factor.
    setup: async (world, objects) => {
      await withTrainerActors(world);
      const db = world.t.ctx.db;
      const child = objects === 'ofC' ? world.childOfC : world.childOfA;
      const startsAt = new Date(world.t.clock.now().getTime() - 86_400_000);
      const session = await createSession(db, { startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) });
      const { rsvp } = await bookSession(db, { sessionId: session.id, childId: child.id });
      const day = zurichToday(startsAt);
      await createAttendance(db, { sessionId: session.id, rsvpId: rsvp.id, day, status: 'absent' });
      return { neverShown: ahvOfBoth(world) };
    },
    expected: Object.fromEntries(
      (['ofA', 'ofC'] as const).map((o) => [
        o,
        { ...adminOnly([o], 200)[o]!, trainer: 403, adminWithoutFactor: 403 },
      ]),
    ),
  },
  {
    method: 'GET',
    path: '/api/admin/children/search',
    setup: (world) => ({ neverShown: ahvOfBoth(world) }),
    expected: adminOnly(['none'], 200),
  },
];
