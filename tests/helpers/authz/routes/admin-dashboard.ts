import { bookSession, createSession } from '../../../factories';
import type { AuthzRoute } from '../types';
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
    path: '/api/admin/children/search',
    setup: (world) => ({ neverShown: ahvOfBoth(world) }),
    expected: adminOnly(['none'], 200),
  },
];
