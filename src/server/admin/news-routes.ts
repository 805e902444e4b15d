import { Hono } from 'hono';
import { adminNewsEndpoints as endpoints } from '../../domain/news/admin-news-endpoints';
import type { AppContext } from '../context';
import { deleteNewsItem } from '../features/news/delete-news';
import { listAdminNews, listNewsImages } from '../features/news/list-admin-news';
import { createNewsItem, updateNewsItem } from '../features/news/save-news';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/news: the "Neuigkeiten" screen (definitions: src/domain/news/admin-news-endpoints.ts).
export function adminNewsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminNews(ctx, query));
  serve(routes, endpoints.images, (_c, { query }) => listNewsImages(ctx, query));
  serve(routes, endpoints.create, (c, { body }) => createNewsItem(ctx, c.get('user').id, body));
  serve(routes, endpoints.update, (c, { params, body }) =>
    updateNewsItem(ctx, c.get('user').id, parseIdParam(params.newsId), body),
  );
  serve(routes, endpoints.remove, async (c, { params }) => {
    await deleteNewsItem(ctx, c.get('user').id, parseIdParam(params.newsId));
  });
  return routes;
}
