import { Hono } from 'hono';
import { type ChildSearchResponse, childSearchQuerySchema } from '../../domain/children/admin-children-api';
import type { AppContext } from '../context';
import { searchChildren } from '../features/children/search-children';

// /api/admin/children: the child search of the participants panels ("+ Kind").
export function adminChildrenRoutes(ctx: AppContext) {
  return new Hono().get('/search', async (c) => {
    const { q } = childSearchQuerySchema.parse(c.req.query());
    const body: ChildSearchResponse = { children: await searchChildren(ctx.db, q) };
    return c.json(body);
  });
}
