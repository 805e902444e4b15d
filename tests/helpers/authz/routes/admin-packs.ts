import { randomUUID } from 'node:crypto';
import { createCreditPack } from '../../../factories';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Abos" in the back office: admins only, on either family's pack alike. A refused expire, cancel or grant leaves
// every pack as it was and writes no audit row.

const packOf = async (world: AuthzWorld, objects: Objects) =>
  createCreditPack(world.t.ctx.db, { parentId: objects === 'ofC' ? world.parentC.id : world.parentA.id });

export const adminPacksAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/packs',
    setup: async (world) => {
      await packOf(world, 'ofA');
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/packs/orders',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/packs/summary',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/packs/:packId',
    setup: async (world, objects) => ({ params: { packId: (await packOf(world, objects)).id } }),
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/packs/:packId/status',
    setup: async (world, objects) => ({
      params: { packId: (await packOf(world, objects)).id },
      body: { status: 'CANCELLED' },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/packs',
    setup: (world, objects) => ({
      body: {
        grantKey: randomUUID(),
        parentId: objects === 'ofC' ? world.parentC.id : world.parentA.id,
        method: 'CASH',
      },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(201)),
  },
];
