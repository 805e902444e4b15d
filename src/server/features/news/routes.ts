import { Hono } from 'hono';
import { newsEndpoints } from '../../../domain/news/news-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { listNews, markRead, unreadNewsCount } from './service';

// The parent's news (src/domain/news/news-endpoints.ts).
export function newsRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/news/*', requireParent);
  serve(routes, newsEndpoints.list, async (c) => listNews(ctx, c.get('user').id));
  serve(routes, newsEndpoints.unreadCount, async (c) => ({
    count: await unreadNewsCount(ctx, c.get('user').id),
  }));
  serve(routes, newsEndpoints.markRead, async (c, { params }) =>
    markRead(ctx, c.get('user').id, parseIdParam(params.id)),
  );
  return routes;
}
