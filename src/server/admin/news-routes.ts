import { Hono } from 'hono';
import {
  type AdminNewsPage,
  type AdminNewsResponse,
  adminNewsQuerySchema,
  type NewsImagesPage,
  newsImagesQuerySchema,
} from '../../domain/news/admin-news-api';
import { newsFormSchema } from '../../domain/news/news-form';
import type { AppContext } from '../context';
import { deleteNewsItem } from '../features/news/delete-news';
import { listAdminNews, listNewsImages } from '../features/news/list-admin-news';
import { createNewsItem, updateNewsItem } from '../features/news/save-news';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';

// /api/admin/news: the "Neuigkeiten" screen (contract: src/domain/news/admin-news-api.ts).
export function adminNewsRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const body: AdminNewsPage = await listAdminNews(ctx, adminNewsQuerySchema.parse(c.req.query()));
      return c.json(body);
    })
    .get('/images', async (c) => {
      const body: NewsImagesPage = await listNewsImages(ctx, newsImagesQuerySchema.parse(c.req.query()));
      return c.json(body);
    })
    .post('/', async (c) => {
      const values = newsFormSchema.parse(await readJsonBody(c));
      const body: AdminNewsResponse = await createNewsItem(ctx, c.get('user').id, values);
      return c.json(body, 201);
    })
    .put('/:newsId', async (c) => {
      const newsId = parseIdParam(c.req.param('newsId'));
      const values = newsFormSchema.parse(await readJsonBody(c));
      const body: AdminNewsResponse = await updateNewsItem(ctx, c.get('user').id, newsId, values);
      return c.json(body);
    })
    .delete('/:newsId', async (c) => {
      await deleteNewsItem(ctx, c.get('user').id, parseIdParam(c.req.param('newsId')));
      return c.body(null, 204);
    });
}
