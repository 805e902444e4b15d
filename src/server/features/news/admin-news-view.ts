import type { AdminNewsItem } from '../../../domain/news/admin-news-api';
import type { NewsRow } from './admin-news-queries';

export function toAdminNewsItem(row: NewsRow): AdminNewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    sendPush: row.sendPush,
    pushTitle: row.pushTitle,
    pushContent: row.pushContent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
