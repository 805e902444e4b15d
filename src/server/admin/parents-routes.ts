import { Hono } from 'hono';
import { adminMessageLogEndpoints } from '../../domain/message-log/message-log-endpoints';
import { adminParentEndpoints as endpoints } from '../../domain/parents/admin-parent-endpoints';
import { profileIdSchema } from '../../domain/parents/admin-parents-api';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { listParentMessages } from '../features/message-log/list-parent-messages';
import { deleteParent } from '../features/parents/delete-parent';
import { listAdminParents, summarizeAdminParents } from '../features/parents/list-admin-parents';
import { updateParent } from '../features/parents/update-parent';
import { serve } from '../http/endpoint-routes';

/** A parent's id from the path; one of another shape is as unknown as a missing parent: 404. */
function parseParentId(raw: string): string {
  const parsed = profileIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

// /api/admin/parents: the "Eltern" screen (admin-back-office.md section 2; definitions in
// src/domain/parents/admin-parent-endpoints.ts). Admin profiles are not parents here.
export function adminParentsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminParents(ctx.db, query));
  serve(routes, endpoints.summary, (_c, { query }) => summarizeAdminParents(ctx.db, query.q));
  serve(routes, endpoints.update, async (c, { params, body }) => ({
    parent: await updateParent(ctx, c.get('user').id, parseParentId(params.parentId), body),
  }));
  serve(routes, endpoints.remove, async (c, { params }) => {
    await deleteParent(ctx, c.get('user').id, parseParentId(params.parentId));
  });
  serve(routes, adminMessageLogEndpoints.parentMessages, (_c, { params, query }) =>
    listParentMessages(ctx.db, { parentId: parseParentId(params.parentId), ...query }),
  );
  return routes;
}
