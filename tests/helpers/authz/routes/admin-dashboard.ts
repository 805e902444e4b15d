import type { AuthzRoute } from '../types';
import { adminOnly } from './admin-only';

// The back office's start page and the "+ Kind" child search: admins only; no AHV number in either answer.

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
    path: '/api/admin/children/search',
    setup: (world) => ({ neverShown: ahvOfBoth(world) }),
    expected: adminOnly(['none'], 200),
  },
];
