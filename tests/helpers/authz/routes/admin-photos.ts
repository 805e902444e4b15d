import { startPhotoSync } from '../../../../src/server/features/photos/start-photo-sync';
import { createPhoto, createPhotoFolder, tagPhoto } from '../../../factories';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Fotos" in the back office: admins only, tagging any family's child alike. A parent's refused tag, untag or sync
// leaves every tag as it was and writes no audit row (a queued sync job lives outside the compared tables).

const childOf = (world: AuthzWorld, objects: Objects) =>
  objects === 'ofC' ? world.childOfC : world.childOfA;

async function taggedPhoto(world: AuthzWorld, objects: Objects) {
  const photo = await createPhoto(world.t.ctx.db);
  await tagPhoto(world.t.ctx.db, { photoId: photo.id, childId: childOf(world, objects).id });
  return photo;
}

export const adminPhotosAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/photos',
    setup: async (world) => {
      await taggedPhoto(world, 'ofA');
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/photos/folders',
    setup: async (world) => {
      await createPhotoFolder(world.t.ctx.db);
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/photos/:photoId',
    setup: async (world, objects) => ({ params: { photoId: (await taggedPhoto(world, objects)).id } }),
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/photos/:photoId/tags',
    setup: async (world, objects) => ({
      params: { photoId: (await createPhoto(world.t.ctx.db)).id },
      body: { childId: childOf(world, objects).id },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(201)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/photos/:photoId/tags/:childId',
    setup: async (world, objects) => ({
      params: { photoId: (await taggedPhoto(world, objects)).id, childId: childOf(world, objects).id },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/photos/tags',
    setup: async (world, objects) => ({
      body: {
        photoIds: [(await createPhoto(world.t.ctx.db)).id, (await createPhoto(world.t.ctx.db)).id],
        childId: childOf(world, objects).id,
      },
    }),
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/photos/sync',
    setup: async (world) => ({ body: { folderId: (await createPhotoFolder(world.t.ctx.db)).id } }),
    expected: adminOnly(['none'], 202),
  },
  {
    method: 'GET',
    path: '/api/admin/photos/sync/:jobId',
    setup: async (world) => {
      const folder = await createPhotoFolder(world.t.ctx.db);
      const { sync } = await startPhotoSync(world.t.ctx, folder.id);
      return { params: { jobId: sync.id } };
    },
    expected: adminOnly(['none'], 200),
  },
];
