import { randomUUID } from 'node:crypto';
import {
  DELETION_CODE_TTL_MS,
  hashDeletionCode,
} from '../../../../src/server/features/my-data/deletion-code';
import { storeDeletionCode } from '../../../../src/server/features/my-data/deletion-code-queries';
import { type AuthzRoute, changed } from '../types';
import type { AuthzWorld } from '../world';

// "Meine Daten" (issue 18, decision 037): each parent's own family only; an admin account has none here (403). The
// export and the code request write an audit row; the deletion with the right code erases the caller's family alone
// (the matrix's digest proves the admin's refusals change nothing).

const CODE = '246810';

const parentsOnly = (parents: ReturnType<typeof changed> | number) => ({
  anonymous: 401,
  parentA: parents,
  partnerB: parents,
  parentC: parents,
  admin: 403,
});

/** A valid deletion code for every account of the world, so whoever calls holds one. */
async function codesForEveryone(world: AuthzWorld) {
  const now = world.t.ctx.clock.now();
  for (const user of [world.parentA, world.partnerB, world.parentC, world.admin]) {
    await storeDeletionCode(world.t.ctx.db, {
      id: randomUUID(),
      parentId: user.id,
      hash: hashDeletionCode(world.t.ctx, user.id, CODE),
      createdAt: now,
      expiresAt: new Date(now.getTime() + DELETION_CODE_TTL_MS),
    });
  }
}

export const myDataAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/my-data/export',
    setup: () => ({}),
    expected: { none: parentsOnly(changed(200)) },
  },
  {
    method: 'GET',
    path: '/api/my-data/deletion',
    setup: (world) => ({
      secrets: [world.childOfA.firstName, world.childOfA.id],
      neverShown: [world.childOfA.ahv ?? ''],
    }),
    expected: { ofA: parentsOnly(200) },
  },
  {
    method: 'POST',
    path: '/api/my-data/deletion/code',
    setup: () => ({ body: {} }),
    expected: { none: parentsOnly(changed(200)) },
  },
  {
    method: 'POST',
    path: '/api/my-data/deletion',
    setup: async (world) => {
      await codesForEveryone(world);
      return { body: { code: CODE } };
    },
    expected: { none: parentsOnly(changed(200)) },
  },
  {
    method: 'POST',
    path: '/api/my-data/deletion',
    label: 'wrong code',
    setup: async (world) => {
      await codesForEveryone(world);
      return { body: { code: '000000' } };
    },
    expected: { none: parentsOnly(400) },
  },
  {
    method: 'POST',
    path: '/api/my-data/deletion',
    label: 'from another origin',
    setup: async (world) => {
      await codesForEveryone(world);
      return { body: { code: CODE }, origin: 'https://evil.example' };
    },
    expected: {
      none: { anonymous: 403, parentA: 403, partnerB: 403, parentC: 403, admin: 403 },
    },
  },
];
