import { bookCamp, createCamp } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// The camp confirmation PDF (decision 054): the family's own registration (A and the linked B), the admin's of any
// family. The registration's payment is open, so the download stores the QR-bill's reference (a write), as the
// QR-bill download does. An admin signed into the parent portal acts for their own empty family: 404.

async function openCampRegistration(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const db = world.t.ctx.db;
  const child = objects === 'ofC' ? world.childOfC : world.childOfA;
  const camp = await createCamp(db);
  await bookCamp(db, { campId: camp.id, childId: child.id });
  return { params: { campId: camp.id, childId: child.id }, secrets: [child.id, child.firstName] };
}

export const campConfirmationAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/camps/:campId/registrations/:childId/confirmation.pdf',
    setup: openCampRegistration,
    expected: {
      ofA: { anonymous: 401, parentA: changed(200), partnerB: changed(200), parentC: 404, admin: 404 },
      ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(200), admin: 404 },
    },
  },
  {
    method: 'GET',
    path: '/api/admin/camps/:campId/participants/:childId/confirmation.pdf',
    setup: openCampRegistration,
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
];
