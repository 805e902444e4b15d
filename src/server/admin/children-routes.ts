import { Hono } from 'hono';
import { adminChildEditSchema } from '../../domain/children/admin-child-edit';
import {
  type AdminChildResponse,
  type AdminChildrenPage,
  type AdminChildrenSummary,
  adminChildrenFilterSchema,
  adminChildrenQuerySchema,
  type ChildSearchResponse,
  childSearchQuerySchema,
} from '../../domain/children/admin-children-api';
import type { AhvRevealResponse } from '../../domain/trainers/trainers-api';
import type { AppContext } from '../context';
import { deleteChildAsAdmin } from '../features/children/delete-child-as-admin';
import { listAdminChildren, summarizeAdminChildren } from '../features/children/list-admin-children';
import { revealChildAhv } from '../features/children/reveal-child-ahv';
import { searchChildren } from '../features/children/search-children';
import { updateChildAsAdmin } from '../features/children/update-child-as-admin';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';

// /api/admin/children: the "Kinder" screen (admin-back-office.md section 2) and the child search of the
// participants panels ("+ Kind").
export function adminChildrenRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const query = adminChildrenQuerySchema.parse(c.req.query());
      const body: AdminChildrenPage = await listAdminChildren(ctx.db, query, ctx.clock.now());
      return c.json(body);
    })
    .get('/summary', async (c) => {
      const filter = adminChildrenFilterSchema.parse(c.req.query());
      const body: AdminChildrenSummary = await summarizeAdminChildren(ctx.db, filter);
      return c.json(body);
    })
    .get('/search', async (c) => {
      const { q } = childSearchQuerySchema.parse(c.req.query());
      const body: ChildSearchResponse = { children: await searchChildren(ctx.db, q) };
      return c.json(body);
    })
    .put('/:childId', async (c) => {
      const childId = parseIdParam(c.req.param('childId'));
      const values = adminChildEditSchema.parse(await readJsonBody(c));
      const body: AdminChildResponse = {
        child: await updateChildAsAdmin(ctx, c.get('user').id, childId, values),
      };
      return c.json(body);
    })
    .delete('/:childId', async (c) => {
      await deleteChildAsAdmin(ctx, c.get('user').id, parseIdParam(c.req.param('childId')));
      return c.body(null, 204);
    })
    .post('/:childId/ahv/reveal', async (c) => {
      const childId = parseIdParam(c.req.param('childId'));
      const body: AhvRevealResponse = { ahv: await revealChildAhv(ctx, c.get('user').id, childId) };
      // The number must not stay in any cache on the way or in the browser.
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
