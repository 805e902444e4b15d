import { Hono } from 'hono';
import { photoEndpoints } from '../../../domain/photos/photo-endpoints';
import { requireParent } from '../../auth/middleware';
import { actsAsAdmin } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { listMyPhotos } from './list-photos';
import { photoCacheControl, photoImage } from './photo-image';

// A parent's photos (src/domain/photos/photo-endpoints.ts): the family's list, and the image of a variant (a
// parent: the own family's photos; an admin: all). Children's photos: every answer is `private`, so no shared
// cache keeps one. A parent's browser asks again each time (no-cache), so a tag added or removed by an admin counts
// from the next request on.

export function photoRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/photos/*', requireParent);

  serve(routes, photoEndpoints.list, async (c, { query }) => {
    c.header('Cache-Control', 'private, no-cache');
    return listMyPhotos(ctx, c.get('user').id, query);
  });

  serve(routes, photoEndpoints.image, async (c, { params, query }) => {
    const photoId = parseIdParam(params.id);
    const { size, quality, v } = query;
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

  return routes;
}
