import { bookSession, type Child, createSession } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// The QR-bill downloads (issue 17, decision 034). A download stores the bill's QR reference the first time (a
// write); the family's bill is the family's alone (A and the linked B), the admin's any family's. An admin signed
// into the parent portal acts for their own empty family: 404.

const childOf = (world: AuthzWorld, objects: Objects): Child =>
  objects === 'ofC' ? world.childOfC : world.childOfA;

async function openTrainingPayment(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const child = childOf(world, objects);
  const { payment } = await bookSession(db, { sessionId: (await createSession(db)).id, childId: child.id });
  return { params: { kind: 'training', id: payment.id }, secrets: [payment.id, child.firstName] };
}

const familyDownloads = {
  ofA: { anonymous: 401, parentA: changed(200), partnerB: changed(200), parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(200), admin: 404 },
};

export const qrBillAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/payments/:kind/:id/qr-bill.pdf',
    setup: openTrainingPayment,
    expected: familyDownloads,
  },
  {
    method: 'GET',
    path: '/api/payments/qr-bill.pdf',
    // Only the named family has an open payment: everyone else has nothing to bill (404).
    setup: openTrainingPayment,
    expected: familyDownloads,
  },
  {
    method: 'GET',
    path: '/api/admin/payments/:kind/:id/qr-bill.pdf',
    setup: openTrainingPayment,
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
];
