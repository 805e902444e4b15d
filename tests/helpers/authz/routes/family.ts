import type { AuthzRoute } from '../types';
import { changed } from '../types';

// "Elternteil 2": each parent reads and changes only their own link. A is primary with B linked, C has no link.

let n = 0;
const freshEmail = () => `matrix.partner.${++n}.${Date.now()}@example.ch`;

export const familyAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/family/second-parent',
    setup: (world, objects) => ({
      secrets:
        objects === 'ofA'
          ? [world.parentA.email, world.partnerB.email]
          : [world.parentC.email, world.parentC.id],
    }),
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
    },
  },
  {
    // Naming someone: refused while one is linked already (A, B); C and the admin have no link yet.
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
    // Naming A's partner B: A again is a no-op, B is told it is their own address, others that B is taken.
    method: 'PUT',
    path: '/api/family/second-parent',
    label: 'e-mail of A’s partner',
    setup: (world) => ({ body: { email: world.partnerB.email } }),
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 400, parentC: 409, admin: 409 },
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
];
