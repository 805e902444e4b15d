import { bookSession, type Child, createSession, createTrainer } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Trainings" in the back office: admins only, on any family's children. The participants panel shows children
// and parents, never an AHV number.

function childOf(world: AuthzWorld, objects: Objects): Child & { ahv: string | null } {
  return objects === 'ofC' ? world.childOfC : world.childOfA;
}

const hidden = (child: Child & { ahv: string | null }) =>
  [child.ahv, child.ahvEncrypted].filter((v): v is string => Boolean(v));

async function bookedTraining(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const child = childOf(world, objects);
  const session = await createSession(db);
  await bookSession(db, { sessionId: session.id, childId: child.id });
  return { params: { sessionId: session.id, childId: child.id }, neverShown: hidden(child) };
}

const validTraining = {
  title: 'Matrix Training',
  date: '2030-05-04',
  startTime: '10:00',
  endTime: '11:45',
  location: 'Kunstrasen Rotkreuz',
  type: 'TIZ',
  capacity: '30',
  priceChf: '25.00',
  trainerIds: [],
};

export const adminTrainingsAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/trainings',
    setup: async (world) => {
      await createSession(world.t.ctx.db);
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/trainings',
    setup: async (world) => {
      const trainer = await createTrainer(world.t.ctx.db);
      return { body: { ...validTraining, trainerIds: [trainer.id], weeks: '2' } };
    },
    expected: adminOnly(['none'], changed(201)),
  },
  {
    method: 'PUT',
    path: '/api/admin/trainings/:sessionId',
    setup: async (world) => ({
      params: { sessionId: (await createSession(world.t.ctx.db)).id },
      body: validTraining,
    }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/trainings/:sessionId',
    setup: async (world, objects) => ({
      ...(await bookedTraining(world, objects)),
      body: { cancelBookings: true },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/trainings/:sessionId/participants',
    setup: bookedTraining,
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/trainings/:sessionId/participants.csv',
    setup: bookedTraining,
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/trainings/:sessionId/participants',
    setup: async (world, objects) => {
      const child = childOf(world, objects);
      const session = await createSession(world.t.ctx.db);
      return { params: { sessionId: session.id }, body: { childId: child.id }, neverShown: hidden(child) };
    },
    expected: adminOnly(['ofA', 'ofC'], changed(201)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/trainings/:sessionId/participants/:childId',
    setup: bookedTraining,
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
];
