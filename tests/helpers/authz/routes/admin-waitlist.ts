import { type Child, createCamp, createSession, createWaitlistEntry } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// The waitlist in the participants panel (issue 16): admins only, on any family's children.

type Kind = 'trainings' | 'camps';

function childOf(world: AuthzWorld, objects: Objects): Child {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

/** A child of the family waiting for an offer with `capacity` seats (0: full, 1: one free for a promotion). */
async function waiting(
  world: AuthzWorld,
  objects: Objects,
  kind: Kind,
  capacity: number,
): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const child = childOf(world, objects);
  const offerId =
    kind === 'trainings'
      ? (await createSession(db, { capacity })).id
      : (await createCamp(db, { capacity })).id;
  await createWaitlistEntry(db, {
    ...(kind === 'trainings' ? { sessionId: offerId } : { campId: offerId }),
    childId: child.id,
  });
  // The panel names the child and its parent to the admin; only an AHV number must never appear (none is asked).
  return { params: { offerId, childId: child.id } };
}

function routesOf(kind: Kind): AuthzRoute[] {
  return [
    {
      method: 'GET',
      path: `/api/admin/${kind}/:offerId/waitlist`,
      setup: (world, objects) => waiting(world, objects, kind, 0),
      expected: adminOnly(['ofA', 'ofC'], 200),
    },
    {
      method: 'POST',
      path: `/api/admin/${kind}/:offerId/waitlist/:childId/promote`,
      setup: (world, objects) => waiting(world, objects, kind, 1),
      expected: adminOnly(['ofA', 'ofC'], changed(201)),
    },
    {
      method: 'DELETE',
      path: `/api/admin/${kind}/:offerId/waitlist/:childId`,
      setup: (world, objects) => waiting(world, objects, kind, 0),
      expected: adminOnly(['ofA', 'ofC'], changed(204)),
    },
  ];
}

export const adminWaitlistAuthzRoutes: AuthzRoute[] = [...routesOf('trainings'), ...routesOf('camps')];
