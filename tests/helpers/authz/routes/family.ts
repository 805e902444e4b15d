import { insertOffer } from '../../../../src/server/features/family/queries';
import { createParent } from '../../../factories';
import type { AuthzCall, AuthzRoute } from '../types';
import { changed } from '../types';
import type { AuthzWorld } from '../world';

// "Elternteil 2" (decision 012): each parent reads and changes only their own link. A offered, B accepted, C has no
// link. An offer answers the same for any address (no account enumeration); only the named parent answers it.

let n = 0;
const freshEmail = () => `matrix.partner.${++n}.${Date.now()}@example.ch`;

/**
 * A fresh parent's offer to the named family's parent (ofA: B, who is linked already; ofC: C). Nobody outside
 * that family may learn the offer, its id or who made it.
 */
async function offerTo(world: AuthzWorld, objects: 'ofA' | 'ofC'): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const inviter = await createParent(db);
  const invitee = objects === 'ofA' ? world.partnerB : world.parentC;
  const offer = await insertOffer(db, {
    inviterId: inviter.id,
    inviteeEmail: invitee.email,
    now: new Date(),
  });
  return { params: { offerId: offer.id }, secrets: [offer.id, inviter.email, inviter.id] };
}

function answerRoute(verb: 'accept' | 'decline'): AuthzRoute {
  return {
    method: 'POST',
    path: `/api/family/second-parent/offers/:offerId/${verb}`,
    setup: (world, objects) => offerTo(world, objects === 'ofC' ? 'ofC' : 'ofA'),
    expected: {
      // B is linked with A already: B may decline another offer, not accept it.
      ofA: {
        anonymous: 401,
        parentA: 404,
        partnerB: verb === 'accept' ? 409 : changed(200),
        parentC: 404,
        admin: 404,
      },
      ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(200), admin: 404 },
    },
  };
}

export const familyAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/family/second-parent',
    setup: async (world, objects) => {
      // The offers made to C are C's alone; A's and B's link is theirs.
      if (objects === 'ofC') return offerTo(world, 'ofC');
      return { secrets: [world.parentA.email, world.partnerB.email] };
    },
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
    },
  },
  {
    // Offering a link: refused while one is accepted already (A, B); C and the admin have no link yet.
    method: 'PUT',
    path: '/api/family/second-parent',
    setup: () => ({ body: { email: freshEmail() } }),
    expected: {
      none: {
        anonymous: 401,
        parentA: 409,
        partnerB: 409,
        parentC: changed(200),
        admin: changed(200),
      },
    },
  },
  {
    // Naming A's partner B: A again is a no-op, B is told it is their own address. For C and the admin it is an
    // offer like any other: that B is linked already must not show.
    method: 'PUT',
    path: '/api/family/second-parent',
    label: 'e-mail of A’s partner',
    setup: (world) => ({ body: { email: world.partnerB.email } }),
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 400, parentC: changed(200), admin: changed(200) },
    },
  },
  {
    // Fields beyond the e-mail (another parent's id) are refused, not ignored.
    method: 'PUT',
    path: '/api/family/second-parent',
    label: 'parentId of A in the body',
    setup: (world) => ({ body: { email: freshEmail(), parentId: world.parentA.id } }),
    expected: {
      ofA: { anonymous: 401, parentA: 400, partnerB: 400, parentC: 400, admin: 400 },
    },
  },
  {
    // Ending a link touches only the caller's own: A and B end theirs, C and the admin have none to end.
    method: 'DELETE',
    path: '/api/family/second-parent',
    setup: () => ({}),
    expected: {
      none: {
        anonymous: 401,
        parentA: changed(200),
        partnerB: changed(200),
        parentC: 200,
        admin: 200,
      },
    },
  },
  answerRoute('accept'),
  answerRoute('decline'),
];
