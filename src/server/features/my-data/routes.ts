import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { myDataEndpoints as endpoints } from '../../../domain/my-data/my-data-endpoints';
import { sessionCookieName } from '../../auth/auth';
import { requireUser } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { serve } from '../../http/endpoint-routes';
import { confirmDeletion, requestDeletion } from './confirm-deletion';
import { readDeletionPreview } from './deletion-preview';
import { exportFamilyData } from './export-family-data';

// "Meine Daten" (issue 18, decision 037; src/domain/my-data/my-data-endpoints.ts): the signed-in parent's own
// family only, also before the profile is complete (the right to one's data does not wait for onboarding). Admin
// accounts have no family here (403): they are ended through ADMIN_EMAILS or by another admin.
export function myDataRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/my-data/*', requireUser);
  routes.use('/my-data/*', async (c, next) => {
    if (c.get('user').role !== 'parent') throw forbidden();
    await next();
  });

  serve(routes, endpoints.export, async (c) => {
    const { fileName, zip } = await exportFamilyData(ctx, c.get('user').id);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer);
  });

  serve(routes, endpoints.deletionPreview, async (c) =>
    readDeletionPreview(ctx.db, c.get('user').id, ctx.clock.now()),
  );

  serve(routes, endpoints.deletionCode, async (c) => requestDeletion(ctx, c.get('user')));

  serve(routes, endpoints.confirmDeletion, async (c, { body }) => {
    await confirmDeletion(ctx, c.get('user').id, body.code);
    // Every session of the account is gone with it; the browser forgets its cookie too.
    deleteCookie(c, sessionCookieName(ctx.config.appUrl), { path: '/' });
    return { ok: true } as const;
  });

  return routes;
}
