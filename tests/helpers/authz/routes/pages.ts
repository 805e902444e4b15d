import type { Actor, AuthzRoute, Objects, Outcome } from '../types';
import type { AuthzWorld } from '../world';

// The first views the server draws (decision 045): each actor gets their own page or is sent on as the app's guards
// would, and no page drawn for someone outside a family holds that family's parent or child.

function familySecrets(world: AuthzWorld, objects: Objects): string[] {
  if (objects === 'ofA') return [world.parentA.email, world.childOfA.id];
  return [world.parentC.email, world.childOfC.id];
}

const page = (path: string, byActor: Record<Actor, Outcome>): AuthzRoute => ({
  method: 'GET',
  path,
  setup: async (world, objects) => ({ secrets: familySecrets(world, objects) }),
  expected: { ofA: byActor, ofC: byActor },
});

const drawnForEveryone: Record<Actor, Outcome> = {
  anonymous: 200,
  parentA: 200,
  partnerB: 200,
  parentC: 200,
  admin: 200,
};

export const pagesAuthzRoutes: AuthzRoute[] = [
  page('/login', { anonymous: 200, parentA: 302, partnerB: 302, parentC: 302, admin: 302 }),
  page('/schedule', drawnForEveryone),
  page('/dashboard', { anonymous: 302, parentA: 200, partnerB: 200, parentC: 200, admin: 200 }),
  // The back office's start: an admin's alone (the world's admin has passed the second factor).
  page('/admin', { anonymous: 302, parentA: 302, partnerB: 302, parentC: 302, admin: 200 }),
];
