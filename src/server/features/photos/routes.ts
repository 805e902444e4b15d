import { Hono } from 'hono';
import { photoImageQuerySchema, photoListQuerySchema } from '../../../domain/photos/photo-api';
import { requireParent } from '../../auth/middleware';
import { actsAsAdmin } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { listMyPhotos } from './list-photos';
import { photoCacheControl, photoImage } from './photo-image';

//   GET /api/photos?cursor&limit                   -> {photos, nextCursor}   my family's photos, newest first
//   GET /api/photos/:id/image?size&quality&v       -> image/jpeg (ETag, 304) a parent: own family's photos; admin: all
// Children's photos: every answer is `private`, so no shared cache keeps one. A parent's browser asks again each
// time (no-cache), so a tag added or removed by an admin counts from the next request on.

export function photoRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      const query = photoListQuerySchema.parse(c.req.query());
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await listMyPhotos(ctx, c.get('user').id, query));
    })
    .get('/:id/image', async (c) => {
      const photoId = parseIdParam(c.req.param('id'));
      const { size, quality, v } = photoImageQuerySchema.parse(c.req.query());
      const answer = await photoImage(ctx, c.get('user'), {
        photoId,
        variant: { size, quality },
        version: v,
        ifNoneMatch: c.req.header('if-none-match'),
      });
      c.header('ETag', answer.etag);
      c.header(
        'Cache-Control',
        photoCacheControl(actsAsAdmin(c.get('user')) ? 'admin' : 'parent', answer.immutable),
      );
      if (answer.status === 304) return c.body(null, 304);
      c.header('Content-Type', 'image/jpeg');
      c.header(
        'Content-Disposition',
        `inline; filename="${answer.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(answer.filename)}`,
      );
      c.header('X-Variant-Cache', answer.cached ? 'hit' : 'miss');
      return c.body(new Uint8Array(answer.body));
    });
}
