import { createTrainer } from '../../../factories';
import { type AuthzRoute, changed } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Ausbildner" in the back office: admins only. A trainer's full AHV reaches nobody but through the audited reveal.

async function trainer(world: AuthzWorld) {
  return createTrainer(world.t.ctx.db, { cipher: world.t.ctx.ahv });
}

const validTrainer = {
  firstName: 'Matrix',
  lastName: 'Trainer',
  dateOfBirth: '1990-04-02',
  active: true,
  ahv: '756.1234.5678.97',
};

export const adminTrainersAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/trainers',
    setup: async (world) => {
      const t = await trainer(world);
      return { neverShown: [t.ahv!, t.ahvEncrypted!] };
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/trainers',
    setup: () => ({ body: validTrainer }),
    expected: adminOnly(['none'], changed(201)),
  },
  {
    method: 'PUT',
    path: '/api/admin/trainers/:trainerId',
    setup: async (world) => {
      const t = await trainer(world);
      return { params: { trainerId: t.id }, body: { ...validTrainer, ahv: undefined }, neverShown: [t.ahv!] };
    },
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/trainers/:trainerId',
    setup: async (world) => ({ params: { trainerId: (await trainer(world)).id } }),
    expected: adminOnly(['none'], changed(204)),
  },
  {
    method: 'POST',
    path: '/api/admin/trainers/:trainerId/ahv/reveal',
    // The reveal writes its audit row: a refused caller leaves no trace and sees no number.
    setup: async (world) => ({ params: { trainerId: (await trainer(world)).id } }),
    expected: adminOnly(['none'], changed(200)),
  },
];
