import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deletionConfirmSchema } from '../../../domain/my-data/my-data-api';
import { sessionCookieName } from '../../auth/auth';
import { requireUser } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { confirmDeletion, requestDeletion } from './confirm-deletion';
import { readDeletionPreview } from './deletion-preview';
import { exportFamilyData } from './export-family-data';

// "Meine Daten" (issue 18, decision 037; contract in domain/my-data/my-data-api.ts): the signed-in parent's own
// family only, also before the profile is complete (the right to one's data does not wait for onboarding). Admin
// accounts have no family here (403): they are ended through ADMIN_EMAILS or by another admin.
export function myDataRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireUser)
    .use('*', async (c, next) => {
      if (c.get('user').role !== 'parent') throw forbidden();
      await next();
    })
    .get('/export', async (c) => {
      const { fileName, zip } = await exportFamilyData(ctx, c.get('user').id);
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer);
    })
    .get('/deletion', async (c) =>
      c.json(await readDeletionPreview(ctx.db, c.get('user').id, ctx.clock.now())),
    )
    .post('/deletion/code', async (c) => c.json(await requestDeletion(ctx, c.get('user'))))
    .post('/deletion', async (c) => {
      const { code } = deletionConfirmSchema.parse(await c.req.json().catch(() => null));
      await confirmDeletion(ctx, c.get('user').id, code);
      // Every session of the account is gone with it; the browser forgets its cookie too.
      deleteCookie(c, sessionCookieName(ctx.config.appUrl), { path: '/' });
      return c.json({ ok: true });
    });
}
