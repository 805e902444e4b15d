import { Hono } from 'hono';
import { adminPhotoEndpoints as endpoints } from '../../domain/photos/admin-photo-endpoints';
import type { AppContext } from '../context';
import { adminPhoto, listAdminPhotoFolders, listAdminPhotos } from '../features/photos/list-admin-photos';
import { photoSyncStatus, startPhotoSync } from '../features/photos/start-photo-sync';
import { tagPhotos } from '../features/photos/tag-photos';
import { untagPhoto } from '../features/photos/untag-photo';
import { madeAnswer, serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/photos: the "Fotos" screen (admin-back-office.md sections 2, 7 and 9; definitions in
// src/domain/photos/admin-photo-endpoints.ts): folders, the paged table, one photo with its tags, tag / untag / bulk
// tag (each audited), and the sync job with its progress. The child search is the children's
// (/api/admin/children/search).
export function adminPhotosRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminPhotos(ctx.db, query));
  serve(routes, endpoints.folders, () => listAdminPhotoFolders(ctx.db));
  serve(routes, endpoints.bulkTag, (c, { body }) => tagPhotos(ctx, c.get('user').id, body));
  serve(routes, endpoints.startSync, async (c, { body }) => {
    const answer = await startPhotoSync(ctx, body.folderId);
    return madeAnswer<typeof answer>(c.json(answer, answer.started ? 202 : 200));
  });
  serve(routes, endpoints.syncJob, async (c, { params }) => {
    const sync = await photoSyncStatus(ctx, parseIdParam(params.jobId));
    // Polled while the sync runs: always the job's state now.
    c.header('Cache-Control', 'no-store');
    return sync;
  });
  serve(routes, endpoints.photo, async (_c, { params }) => ({
    photo: await adminPhoto(ctx.db, parseIdParam(params.photoId)),
  }));
  serve(routes, endpoints.tag, async (c, { params, body }) => {
    const photoId = parseIdParam(params.photoId);
    const { tagged } = await tagPhotos(ctx, c.get('user').id, { photoIds: [photoId], childId: body.childId });
    const answer = { photo: await adminPhoto(ctx.db, photoId) };
    return madeAnswer<typeof answer>(c.json(answer, tagged > 0 ? 201 : 200));
  });
  serve(routes, endpoints.untag, async (c, { params }) => {
    const photoId = parseIdParam(params.photoId);
    const childId = parseIdParam(params.childId);
    await untagPhoto(ctx, c.get('user').id, { photoId, childId });
    return { photo: await adminPhoto(ctx.db, photoId) };
  });
  return routes;
}
