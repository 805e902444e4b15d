import { Hono } from 'hono';
import {
  type AdminParentResponse,
  type AdminParentsPage,
  type AdminParentsSummary,
  adminParentsQuerySchema,
  adminParentsSearchSchema,
  profileIdSchema,
} from '../../domain/parents/admin-parents-api';
import { parentEditSchema } from '../../domain/parents/parent-edit';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { deleteParent } from '../features/parents/delete-parent';
import { listAdminParents, summarizeAdminParents } from '../features/parents/list-admin-parents';
import { updateParent } from '../features/parents/update-parent';
import { readJsonBody } from '../http/read-json-body';

/** A parent's id from the path; one of another shape is as unknown as a missing parent: 404. */
function parseParentId(raw: string): string {
  const parsed = profileIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

// /api/admin/parents: the "Eltern" screen (admin-back-office.md section 2). Admin profiles are not parents here.
export function adminParentsRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const query = adminParentsQuerySchema.parse(c.req.query());
      const body: AdminParentsPage = await listAdminParents(ctx.db, query);
      return c.json(body);
    })
    .get('/summary', async (c) => {
      const { q } = adminParentsSearchSchema.parse(c.req.query());
      const body: AdminParentsSummary = await summarizeAdminParents(ctx.db, q);
      return c.json(body);
    })
    .put('/:parentId', async (c) => {
      const parentId = parseParentId(c.req.param('parentId'));
      const values = parentEditSchema.parse(await readJsonBody(c));
      const body: AdminParentResponse = {
        parent: await updateParent(ctx, c.get('user').id, parentId, values),
      };
      return c.json(body);
    })
    .delete('/:parentId', async (c) => {
      await deleteParent(ctx, c.get('user').id, parseParentId(c.req.param('parentId')));
      return c.body(null, 204);
    });
}
