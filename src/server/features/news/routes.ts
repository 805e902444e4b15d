import { Hono } from 'hono';
import type { NewsListResponse, NewsUnreadCountResponse } from '../../../domain/news/news-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { listNews, markRead, unreadNewsCount } from './service';

//   GET  /api/news               -> {news: NewsItem[], unreadCount}   unread first
//   GET  /api/news/unread-count  -> {count}
//   POST /api/news/:id/read      -> {newsId, readAt}                  idempotent; unknown id 404
export function newsRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      const body: NewsListResponse = await listNews(ctx, c.get('user').id);
      return c.json(body);
    })
    .get('/unread-count', async (c) => {
      const body: NewsUnreadCountResponse = { count: await unreadNewsCount(ctx, c.get('user').id) };
      return c.json(body);
    })
    .post('/:id/read', async (c) => {
      const newsId = parseIdParam(c.req.param('id'));
      return c.json(await markRead(ctx, c.get('user').id, newsId));
    });
}
