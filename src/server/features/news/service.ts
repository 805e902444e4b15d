import {
  NEWS_LIST_LIMIT,
  type NewsItem,
  type NewsListResponse,
  type NewsReadResponse,
} from '../../../domain/news/news-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { countUnreadNews, listNewsWithReadState, markNewsRead, type NewsWithReadState } from './queries';

// The dashboard's "Neuigkeiten" (parent-portal.md sections 2 and 7): every signed-in parent sees the newest
// NEWS_LIST_LIMIT items, and the unread count counts those; the read state is their own.

type Ctx = Pick<AppContext, 'db' | 'clock'>;

function toNewsItem(row: NewsWithReadState): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function listNews(ctx: Ctx, userId: string): Promise<NewsListResponse> {
  const [rows, unreadCount] = await Promise.all([
    listNewsWithReadState(ctx.db, { userId, limit: NEWS_LIST_LIMIT }),
    countUnreadNews(ctx.db, { userId, limit: NEWS_LIST_LIMIT }),
  ]);
  return { news: rows.map(toNewsItem), unreadCount };
}

export function unreadNewsCount(ctx: Ctx, userId: string): Promise<number> {
  return countUnreadNews(ctx.db, { userId, limit: NEWS_LIST_LIMIT });
}

export async function markRead(ctx: Ctx, userId: string, newsId: string): Promise<NewsReadResponse> {
  const readAt = await markNewsRead(ctx.db, { newsId, userId, at: ctx.clock.now() });
  if (!readAt) throw notFound();
  return { newsId, readAt: readAt.toISOString() };
}
