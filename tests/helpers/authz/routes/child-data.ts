import { eq } from 'drizzle-orm';
import { formatAhv } from '../../../../src/domain/ahv';
import type { HealthInfo } from '../../../../src/domain/children/health-info';
import { encryptHealthInfo } from '../../../../src/server/crypto/health-info';
import { children } from '../../../../src/server/db/schema';
import { bookCamp, bookSession, type Child, createCamp, createSession } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// Emergency and health information (issue 18): the family reads its own child's in the edit form (A and B; C and
// the admin, who has no family of his own here, get 404); the back office reads a training's or camp's
// participants' (admins only, each read audited, so it counts as a write).

function childOf(world: AuthzWorld, objects: Objects): Child & { ahv: string | null } {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

/** Gives the family's child health information only that family may read; answers its texts. */
async function withHealthInfo(world: AuthzWorld, child: Child): Promise<string[]> {
  const info: HealthInfo = {
    allergies: `Erdnüsse ${child.id.slice(0, 8)}`,
    medication: 'Notfallspray Matrix',
    emergencyContactName: 'Grosi Matrix',
    emergencyContactPhone: '079 555 01 02',
  };
  const stored = encryptHealthInfo(world.t.ctx.ahv, info);
  await world.t.ctx.db.update(children).set({ healthInfoEncrypted: stored }).where(eq(children.id, child.id));
  return [info.allergies!, stored!];
}

async function bookedWithHealth(
  world: AuthzWorld,
  objects: Objects,
  kind: 'trainings' | 'camps',
): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const child = childOf(world, objects);
  const [, stored] = await withHealthInfo(world, child);
  let offerId: string;
  if (kind === 'trainings') {
    offerId = (await createSession(db)).id;
    await bookSession(db, { sessionId: offerId, childId: child.id });
  } else {
    offerId = (await createCamp(db)).id;
    await bookCamp(db, { campId: offerId, childId: child.id });
  }
  // The admin reads the texts; the ciphertext and the AHV never leave the server.
  return {
    params: { offerId },
    neverShown: [stored!, child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v)),
  };
}

export const childDataAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/children/:childId/health-info',
    setup: async (world, objects) => {
      const child = childOf(world, objects);
      const [allergies, stored] = await withHealthInfo(world, child);
      return {
        params: { childId: child.id },
        secrets: [child.id, allergies!],
        neverShown: [stored!, child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v)),
      };
    },
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 404, admin: 404 },
      ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: 200, admin: 404 },
    },
  },
  {
    // The family's own child's full AHV number (its "Anzeigen"): every reveal is audited, so it counts as a write.
    method: 'POST',
    path: '/api/children/:childId/ahv/reveal',
    setup: (world, objects) => {
      const child = childOf(world, objects);
      const digits = child.ahv ?? '';
      return {
        params: { childId: child.id },
        secrets: [child.id, formatAhv(digits)],
        neverShown: [digits, child.ahvEncrypted].filter((v): v is string => Boolean(v)),
      };
    },
    expected: {
      ofA: { anonymous: 401, parentA: changed(200), partnerB: changed(200), parentC: 404, admin: 404 },
      ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(200), admin: 404 },
    },
  },
  {
    method: 'GET',
    path: '/api/admin/trainings/:offerId/participants/health',
    setup: (world, objects) => bookedWithHealth(world, objects, 'trainings'),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/camps/:offerId/participants/health',
    setup: (world, objects) => bookedWithHealth(world, objects, 'camps'),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
];
