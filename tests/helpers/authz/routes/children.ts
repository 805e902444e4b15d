import type { Child } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';

// "Meine Kinder": a parent and the linked second parent act on the family's children; nobody else, admins
// included (they manage children in the back office, not through the parent API).

function childOf(world: AuthzWorld, objects: Objects): Child & { ahv: string | null } {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

/** The child named in the path, and what of it must never reach another family. */
function childCall(world: AuthzWorld, objects: Objects, body?: unknown): AuthzCall {
  const child = childOf(world, objects);
  return {
    params: { childId: child.id },
    body,
    secrets: [child.id],
    neverShown: [child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v)),
  };
}

const validChild = {
  firstName: 'Matrix',
  lastName: 'Test',
  dateOfBirth: '2014-06-01',
  jerseySize: 152,
  clubName: null,
  level: null,
  ahv: '7561234567897',
};

const familyOnly = (status: number, write: boolean) => {
  const ok = write ? changed(status) : status;
  return {
    ofA: { anonymous: 401, parentA: ok, partnerB: ok, parentC: 404, admin: 404 },
    ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: ok, admin: 404 },
  };
};

export const childrenAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/children',
    // Lists the caller's family: C and the admin must not see A's child, A and B not C's.
    setup: (world, objects) => {
      const { secrets, neverShown } = childCall(world, objects);
      return { secrets, neverShown };
    },
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
    },
  },
  {
    method: 'POST',
    path: '/api/children',
    setup: () => ({ body: validChild }),
    expected: {
      none: {
        anonymous: 401,
        parentA: changed(201),
        partnerB: changed(201),
        parentC: changed(201),
        admin: changed(201),
      },
    },
  },
  {
    // Naming another parent as owner is refused for everyone, whatever the child.
    method: 'POST',
    path: '/api/children',
    label: 'parentId of C in the body',
    setup: (world) => ({ body: { ...validChild, parentId: world.parentC.id } }),
    expected: {
      ofC: { anonymous: 401, parentA: 400, partnerB: 400, parentC: 400, admin: 400 },
    },
  },
  {
    method: 'PUT',
    path: '/api/children/:childId',
    setup: (world, objects) => childCall(world, objects, { ...validChild, ahv: undefined }),
    expected: familyOnly(200, true),
  },
  {
    method: 'DELETE',
    path: '/api/children/:childId',
    setup: (world, objects) => childCall(world, objects),
    expected: familyOnly(204, true),
  },
];
