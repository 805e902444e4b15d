import { createPhotoOnDisk } from '../../../factories/photo-files';
import type { AuthzCall, AuthzRoute, Objects } from '../types';
import type { AuthzWorld } from '../world';

// Photos of my children: a parent sees a photo only when it is tagged with a child of their family (A and B share
// A's), an admin every photo; anyone else gets 404. The list answers the caller's own family only.

async function taggedPhoto(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const child = objects === 'ofC' ? world.childOfC : world.childOfA;
  const photo = await createPhotoOnDisk(world.t.ctx.db, world.t.ctx.config.photosDir, {
    childIds: [child.id],
    width: 64,
    height: 48,
  });
  return { params: { id: photo.id }, secrets: [photo.id, child.id, child.firstName] };
}

export const photosAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/photos',
    // The list of the caller's family: C and the admin must not see A's photo or child, A and B not C's.
    setup: taggedPhoto,
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
    },
  },
  {
    method: 'GET',
    path: '/api/photos/:id/image',
    setup: async (world, objects) => {
      const { params, secrets } = await taggedPhoto(world, objects);
      // An admin sees every photo: only the ids stay secret from other families.
      return { ...(params ? { params } : {}), secrets: secrets?.slice(0, 1) ?? [] };
    },
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 404, admin: 200 },
      ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: 200, admin: 200 },
    },
  },
];
