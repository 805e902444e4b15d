import { Hono } from 'hono';
import { adminChildrenEndpoints as endpoints } from '../../domain/children/admin-children-endpoints';
import type { AppContext } from '../context';
import { deleteChildAsAdmin } from '../features/children/delete-child-as-admin';
import { listAdminChildren, summarizeAdminChildren } from '../features/children/list-admin-children';
import { revealChildAhv } from '../features/children/reveal-child-ahv';
import { searchChildren } from '../features/children/search-children';
import { updateChildAsAdmin } from '../features/children/update-child-as-admin';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/children: the "Kinder" screen (admin-back-office.md section 2) and the child search of the
// participants panels ("+ Kind"); definitions in src/domain/children/admin-children-endpoints.ts.
export function adminChildrenRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminChildren(ctx.db, query, ctx.clock.now()));
  serve(routes, endpoints.summary, (_c, { query }) => summarizeAdminChildren(ctx.db, query));
  serve(routes, endpoints.search, async (_c, { query }) => ({
    children: await searchChildren(ctx.db, query.q),
  }));
  serve(routes, endpoints.update, async (c, { params, body }) => ({
    child: await updateChildAsAdmin(ctx, c.get('user').id, parseIdParam(params.childId), body),
  }));
  serve(routes, endpoints.remove, async (c, { params }) => {
    await deleteChildAsAdmin(ctx, c.get('user').id, parseIdParam(params.childId));
  });
  serve(routes, endpoints.revealAhv, async (c, { params }) => {
    const ahv = await revealChildAhv(ctx, c.get('user').id, parseIdParam(params.childId));
    // The number must not stay in any cache on the way or in the browser.
    c.header('Cache-Control', 'no-store');
    return { ahv };
  });
  return routes;
}
