import { Hono } from 'hono';
import {
  type AdminPhotoFoldersResponse,
  type AdminPhotoResponse,
  type AdminPhotosPage,
  adminPhotosQuerySchema,
  type BulkPhotoTagResponse,
  bulkPhotoTagSchema,
  type PhotoSyncResponse,
  type PhotoSyncStatus,
  photoSyncRequestSchema,
  photoTagSchema,
} from '../../domain/photos/admin-photos-api';
import type { AppContext } from '../context';
import { adminPhoto, listAdminPhotoFolders, listAdminPhotos } from '../features/photos/list-admin-photos';
import { photoSyncStatus, startPhotoSync } from '../features/photos/start-photo-sync';
import { tagPhotos } from '../features/photos/tag-photos';
import { untagPhoto } from '../features/photos/untag-photo';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';
import { optionalJsonBody } from './optional-json-body';

// /api/admin/photos: the "Fotos" screen (admin-back-office.md sections 2, 7 and 9): folders, the paged table, one
// photo with its tags, tag / untag / bulk tag (each audited), and the sync job with its progress. The child search
// is the children's (/api/admin/children/search).
export function adminPhotosRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const body: AdminPhotosPage = await listAdminPhotos(
        ctx.db,
        adminPhotosQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .get('/folders', async (c) => {
      const body: AdminPhotoFoldersResponse = await listAdminPhotoFolders(ctx.db);
      return c.json(body);
    })
    .post('/tags', async (c) => {
      const values = bulkPhotoTagSchema.parse(await readJsonBody(c));
      const body: BulkPhotoTagResponse = await tagPhotos(ctx, c.get('user').id, values);
      return c.json(body);
    })
    .post('/sync', async (c) => {
      const { folderId } = photoSyncRequestSchema.parse(await optionalJsonBody(c));
      const body: PhotoSyncResponse = await startPhotoSync(ctx, folderId);
      return c.json(body, body.started ? 202 : 200);
    })
    .get('/sync/:jobId', async (c) => {
      const body: PhotoSyncStatus = await photoSyncStatus(ctx, parseIdParam(c.req.param('jobId')));
      // Polled while the sync runs: always the job's state now.
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/:photoId', async (c) => {
      const body: AdminPhotoResponse = {
        photo: await adminPhoto(ctx.db, parseIdParam(c.req.param('photoId'))),
      };
      return c.json(body);
    })
    .post('/:photoId/tags', async (c) => {
      const photoId = parseIdParam(c.req.param('photoId'));
      const { childId } = photoTagSchema.parse(await readJsonBody(c));
      const { tagged } = await tagPhotos(ctx, c.get('user').id, { photoIds: [photoId], childId });
      const body: AdminPhotoResponse = { photo: await adminPhoto(ctx.db, photoId) };
      return c.json(body, tagged > 0 ? 201 : 200);
    })
    .delete('/:photoId/tags/:childId', async (c) => {
      const photoId = parseIdParam(c.req.param('photoId'));
      const childId = parseIdParam(c.req.param('childId'));
      await untagPhoto(ctx, c.get('user').id, { photoId, childId });
      const body: AdminPhotoResponse = { photo: await adminPhoto(ctx.db, photoId) };
      return c.json(body);
    });
}
