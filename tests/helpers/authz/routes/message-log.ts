import { messageLog } from '../../../../src/server/db/schema';
import type { AuthzRoute, Objects } from '../types';
import { type AuthzWorld, withTrainerActors } from '../world';
import { adminOnly } from './admin-only';

// The message log (decision 051): a parent reads only their own rows (a partner's or another family's never show),
// the admin reads any parent's past the second factor. Each call names a row of A's or C's parent by its subject.

async function loggedMessage(world: AuthzWorld, objects: Objects) {
  const parent = objects === 'ofC' ? world.parentC : world.parentA;
  const subject = `Anmeldung für ${parent.id}`;
  await world.t.ctx.db.insert(messageLog).values({ profileId: parent.id, channel: 'mail', subject });
  return { parent, subject };
}

const ownList = { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 };

export const messageLogAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/messages',
    setup: async (world, objects) => ({ secrets: [(await loggedMessage(world, objects)).subject] }),
    expected: { ofA: ownList, ofC: ownList },
  },
  {
    method: 'GET',
    path: '/api/admin/parents/:parentId/messages',
    setup: async (world, objects) => {
      await withTrainerActors(world);
      // The admin may read it: no secret here; the parents are refused before any row is read.
      const { parent } = await loggedMessage(world, objects);
      return { params: { parentId: parent.id } };
    },
    expected: Object.fromEntries(
      (['ofA', 'ofC'] as const).map((o) => [o, { ...adminOnly([o], 200)[o]!, adminWithoutFactor: 403 }]),
    ),
  },
];
