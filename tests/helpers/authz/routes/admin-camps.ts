import { bookCamp, type Child, createCamp, createCampFlyer, flyerBytes } from '../../../factories';
import { multipartBody } from '../../multipart';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Camps" in the back office: admins only, on any family's children. The participants panel shows children and
// parents, never an AHV number. The flyer upload is multipart; the flyer itself is public (public-routes.ts).

function childOf(world: AuthzWorld, objects: Objects): Child & { ahv: string | null } {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

const hidden = (child: Child & { ahv: string | null }) =>
  [child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v));

async function bookedCamp(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const child = childOf(world, objects);
  const camp = await createCamp(db);
  await bookCamp(db, { campId: camp.id, childId: child.id });
  return { params: { campId: camp.id, childId: child.id }, neverShown: hidden(child) };
}

const validCamp = {
  name: 'Matrix Camp',
  location: 'Rotkreuz',
  startDate: '2030-07-08',
  endDate: '2030-07-12',
  startTime: '09:00',
  endTime: '16:00',
  capacity: '30',
  priceChf: '500.00',
};

export const adminCampsAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/camps',
    setup: async (world) => {
      await createCamp(world.t.ctx.db);
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/camps',
    setup: () => ({ body: validCamp }),
    expected: adminOnly(['none'], changed(201)),
  },
  {
    method: 'PUT',
    path: '/api/admin/camps/:campId',
    setup: async (world) => ({
      params: { campId: (await createCamp(world.t.ctx.db)).id },
      body: validCamp,
    }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/camps/:campId',
    setup: async (world, objects) => ({
      ...(await bookedCamp(world, objects)),
      body: { cancelRegistrations: true },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/camps/flyers',
    setup: async (world) => {
      const camp = await createCamp(world.t.ctx.db);
      const body = multipartBody(
        { campId: camp.id },
        { name: 'file', fileName: 'flyer.png', bytes: await flyerBytes() },
      );
      return { rawBody: body };
    },
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/camps/:campId/flyer',
    setup: async (world) => {
      const camp = await createCamp(world.t.ctx.db);
      await createCampFlyer(world.t.ctx.db, { campId: camp.id });
      return { params: { campId: camp.id } };
    },
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/camps/:campId/participants',
    setup: bookedCamp,
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/camps/:campId/participants.csv',
    setup: bookedCamp,
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/camps/:campId/participants',
    setup: async (world, objects) => {
      const child = childOf(world, objects);
      const camp = await createCamp(world.t.ctx.db);
      return { params: { campId: camp.id }, body: { childId: child.id }, neverShown: hidden(child) };
    },
    expected: adminOnly(['ofA', 'ofC'], changed(201)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/camps/:campId/participants/:childId',
    setup: bookedCamp,
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
];
