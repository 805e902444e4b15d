import { assignCampTrainer, assignTrainer, createCamp, createSession } from '../../../factories';
import { type AuthzRoute, changed } from '../types';
import { type AuthzWorld, withTrainerActors } from '../world';
import { adminOnly } from './admin-only';
import { trainerOnly } from './trainer';

// Alert choices per offer (decision 052): a trainer's own for an offer they are assigned to (another trainer 404),
// an admin's own for any offer. Each caller reads and writes only their own choice.

type Kind = 'trainings' | 'camps';

async function offer(world: AuthzWorld, kind: Kind): Promise<string> {
  const db = world.t.ctx.db;
  return kind === 'trainings' ? (await createSession(db)).id : (await createCamp(db)).id;
}

async function trainersOffer(world: AuthzWorld, kind: Kind): Promise<string> {
  const { trainer } = await withTrainerActors(world);
  const offerId = await offer(world, kind);
  const db = world.t.ctx.db;
  if (kind === 'trainings') await assignTrainer(db, { sessionId: offerId, trainerId: trainer.id });
  else await assignCampTrainer(db, { campId: offerId, trainerId: trainer.id });
  return offerId;
}

function alertRoutes(kind: Kind): AuthzRoute[] {
  const body = { mode: 'DIGEST' };
  return [
    {
      method: 'GET',
      path: `/api/trainer/${kind}/:offerId/alerts`,
      setup: async (world) => ({ params: { offerId: await trainersOffer(world, kind) } }),
      expected: { none: trainerOnly(200) },
    },
    {
      method: 'PUT',
      path: `/api/trainer/${kind}/:offerId/alerts`,
      setup: async (world) => ({ params: { offerId: await trainersOffer(world, kind) }, body }),
      expected: { none: trainerOnly(changed(200)) },
    },
    {
      method: 'GET',
      path: `/api/admin/${kind}/:offerId/alerts`,
      setup: async (world) => ({ params: { offerId: await offer(world, kind) } }),
      expected: adminOnly(['none'], 200),
    },
    {
      method: 'PUT',
      path: `/api/admin/${kind}/:offerId/alerts`,
      setup: async (world) => ({ params: { offerId: await offer(world, kind) }, body }),
      expected: adminOnly(['none'], changed(200)),
    },
  ];
}

export const offerAlertsAuthzRoutes: AuthzRoute[] = [...alertRoutes('trainings'), ...alertRoutes('camps')];
