import { bookSession, createSession } from '../../../factories';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// Bulk actions of the back office's lists (decision 056): admins only, on rows of either family; every run (and
// every export, which is audited) writes.

const ofEither = ['ofA', 'ofC'] as const;
const childOf = (world: AuthzWorld, objects: Objects) =>
  objects === 'ofC' ? world.childOfC : world.childOfA;
const parentOf = (world: AuthzWorld, objects: Objects) => (objects === 'ofC' ? world.parentC : world.parentA);

async function openPayment(world: AuthzWorld, objects: Objects) {
  const db = world.t.ctx.db;
  const session = await createSession(db);
  const { payment } = await bookSession(db, { sessionId: session.id, childId: childOf(world, objects).id });
  return { kind: 'training', id: payment.id };
}

const message = { subject: 'Platzwechsel', text: 'Das Training findet auf Platz 2 statt.' };

export const adminBulkAuthzRoutes: AuthzRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/payments/bulk/mark-paid',
    setup: async (world, objects) => ({
      body: { selection: { ids: [await openPayment(world, objects)] }, method: 'CASH' },
    }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/payments/bulk/export.csv',
    setup: async (world, objects) => ({ body: { selection: { ids: [await openPayment(world, objects)] } } }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/children/bulk/message',
    setup: (world, objects) => ({ body: { selection: { ids: [childOf(world, objects).id] }, ...message } }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/children/bulk/export.csv',
    setup: (world, objects) => ({ body: { selection: { ids: [childOf(world, objects).id] } } }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/parents/bulk/message',
    setup: (world, objects) => ({ body: { selection: { ids: [parentOf(world, objects).id] }, ...message } }),
    expected: adminOnly(ofEither, changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/parents/bulk/export.csv',
    setup: (world, objects) => ({ body: { selection: { ids: [parentOf(world, objects).id] } } }),
    expected: adminOnly(ofEither, changed(200)),
  },
];
