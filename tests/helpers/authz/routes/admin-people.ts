import { eq } from 'drizzle-orm';
import { children } from '../../../../src/server/db/schema';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Kinder", "Eltern" and the audit log in the back office: admins only, on either family's child or parent alike.
// No answer holds an AHV number or its ciphertext, except the audited reveal's own answer to the admin.

const childOf = (world: AuthzWorld, objects: Objects) =>
  objects === 'ofC' ? world.childOfC : world.childOfA;

const ahvOfBoth = (world: AuthzWorld) =>
  [world.childOfA, world.childOfC]
    .flatMap((c) => [c.ahv, c.ahvEncrypted])
    .filter((v): v is string => Boolean(v));

const childEdit = {
  firstName: 'Matrix',
  lastName: 'Kind',
  dateOfBirth: '2014-05-01',
  jerseySize: '140',
  clubName: 'FC Matrix',
  level: '',
};

const parentEdit = { firstName: 'Matrix', lastName: 'Elternteil', mobile: '079 123 45 67' };

export const adminPeopleAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/children',
    setup: (world) => ({ neverShown: ahvOfBoth(world) }),
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/children/summary',
    setup: (world) => ({ neverShown: ahvOfBoth(world) }),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'PUT',
    path: '/api/admin/children/:childId',
    setup: (world, objects) => ({
      params: { childId: childOf(world, objects).id },
      body: childEdit,
      neverShown: ahvOfBoth(world),
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/children/:childId',
    setup: (world, objects) => ({ params: { childId: childOf(world, objects).id } }),
    expected: adminOnly(['ofA', 'ofC'], changed(204)),
  },
  {
    method: 'POST',
    path: '/api/admin/children/:childId/ahv/reveal',
    // The reveal writes its audit row: a refused caller leaves no trace and sees no number.
    setup: (world, objects) => ({ params: { childId: childOf(world, objects).id } }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/parents',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/parents/summary',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'PUT',
    path: '/api/admin/parents/:parentId',
    setup: (world, objects) => ({
      params: { parentId: objects === 'ofC' ? world.parentC.id : world.parentA.id },
      body: parentEdit,
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/parents/:parentId',
    // Only a parent without children of their own: A's linked second parent (the link ends), or C once C's child
    // (without any history) is gone.
    setup: async (world, objects) => {
      if (objects === 'ofA') return { params: { parentId: world.partnerB.id } };
      await world.t.ctx.db.delete(children).where(eq(children.id, world.childOfC.id));
      return { params: { parentId: world.parentC.id } };
    },
    expected: adminOnly(['ofA', 'ofC'], changed(204)),
  },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
];
