import {
  bookCamp,
  bookSession,
  type Child,
  createCamp,
  createSession,
  createWaitlistEntry,
} from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';

// Trainings and camps (issue 5) and their waitlists (issue 16): a parent and the linked second parent book and cancel for the family's children;
// another family's child answers 404 and nothing changes. An admin signed into the parent portal acts for their
// own (here: empty) family, so A's and C's children are unknown to them too.

type Kind = 'trainings' | 'camps';

function childOf(world: AuthzWorld, objects: Objects): Child {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

async function offer(world: AuthzWorld, kind: Kind): Promise<string> {
  const db = world.t.ctx.db;
  return kind === 'trainings' ? (await createSession(db)).id : (await createCamp(db)).id;
}

/** A full offer (no seats at all): the sign-up dialog offers its waitlist. */
async function fullOffer(world: AuthzWorld, kind: Kind): Promise<string> {
  const db = world.t.ctx.db;
  return kind === 'trainings'
    ? (await createSession(db, { capacity: 0 })).id
    : (await createCamp(db, { capacity: 0 })).id;
}

async function waiting(world: AuthzWorld, kind: Kind, child: Child): Promise<string> {
  const offerId = await fullOffer(world, kind);
  const key = kind === 'trainings' ? { sessionId: offerId } : { campId: offerId };
  await createWaitlistEntry(world.t.ctx.db, { ...key, childId: child.id });
  return offerId;
}

async function booked(world: AuthzWorld, kind: Kind, child: Child): Promise<string> {
  const db = world.t.ctx.db;
  const offerId = await offer(world, kind);
  if (kind === 'trainings') await bookSession(db, { sessionId: offerId, childId: child.id });
  else await bookCamp(db, { campId: offerId, childId: child.id });
  return offerId;
}

const familyOnly = (status: number) => ({
  ofA: { anonymous: 401, parentA: changed(status), partnerB: changed(status), parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(status), admin: 404 },
});

function routesOf(kind: Kind, param: 'sessionId' | 'campId'): AuthzRoute[] {
  return [
    {
      method: 'GET',
      path: `/api/${kind}`,
      // The list carries the family's children and registrations: nobody outside the family sees them.
      setup: async (world, objects): Promise<AuthzCall> => {
        const child = childOf(world, objects);
        await booked(world, kind, child);
        return { secrets: [child.id, child.firstName] };
      },
      expected: {
        ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
        ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      },
    },
    {
      method: 'POST',
      path: `/api/${kind}/:${param}/registrations`,
      setup: async (world, objects): Promise<AuthzCall> => {
        const child = childOf(world, objects);
        return {
          params: { [param]: await offer(world, kind) },
          body: { childIds: [child.id], acceptTerms: true },
          secrets: [child.id],
        };
      },
      expected: familyOnly(201),
    },
    {
      method: 'DELETE',
      path: `/api/${kind}/:${param}/registrations/:childId`,
      setup: async (world, objects): Promise<AuthzCall> => {
        const child = childOf(world, objects);
        return {
          params: { [param]: await booked(world, kind, child), childId: child.id },
          secrets: [child.id],
        };
      },
      expected: familyOnly(200),
    },
    {
      method: 'POST',
      path: `/api/${kind}/:${param}/waitlist`,
      setup: async (world, objects): Promise<AuthzCall> => {
        const child = childOf(world, objects);
        return {
          params: { [param]: await fullOffer(world, kind) },
          body: { childIds: [child.id], acceptTerms: true },
          secrets: [child.id],
        };
      },
      expected: familyOnly(201),
    },
    {
      method: 'DELETE',
      path: `/api/${kind}/:${param}/waitlist/:childId`,
      setup: async (world, objects): Promise<AuthzCall> => {
        const child = childOf(world, objects);
        return {
          params: { [param]: await waiting(world, kind, child), childId: child.id },
          secrets: [child.id],
        };
      },
      expected: familyOnly(204),
    },
  ];
}

/** "Abwesend melden" (issue 29): before the cutoff it cancels, after it it records the absence; both write. */
function absenceRoute(label: string, hoursAhead: number | null): AuthzRoute {
  return {
    method: 'POST',
    path: '/api/trainings/:sessionId/registrations/:childId/absence',
    label,
    setup: async (world, objects): Promise<AuthzCall> => {
      const db = world.t.ctx.db;
      const child = childOf(world, objects);
      const startsAt =
        hoursAhead === null ? undefined : new Date(world.t.clock.now().getTime() + hoursAhead * 3_600_000);
      const session = await createSession(db, startsAt ? { startsAt } : {});
      await bookSession(db, { sessionId: session.id, childId: child.id });
      return {
        params: { sessionId: session.id, childId: child.id },
        body: { reason: 'krank' },
        secrets: [child.id],
      };
    },
    expected: familyOnly(200),
  };
}

export const bookingsAuthzRoutes: AuthzRoute[] = [
  ...routesOf('trainings', 'sessionId'),
  absenceRoute('before the cutoff (cancels)', null),
  absenceRoute('after the cutoff (records the absence)', 2),
  ...routesOf('camps', 'campId'),
];
