// The contract of the parent's news endpoints (parent-portal.md sections 3 and 7, "News"), shared by server and web.
// Read state is per user: a second parent reading an item does not mark it read for the first. The endpoints are
// defined in news-endpoints.ts.

/** A news item with the asking user's read state. Instants as ISO strings. */
export interface NewsItem {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  createdAt: string;
  isRead: boolean;
  readAt: string | null;
}

/** GET /news: unread items first (newest first), then read ones (newest first). */
export interface NewsListResponse {
  news: NewsItem[];
  unreadCount: number;
}

/** GET /news/unread-count */
export interface NewsUnreadCountResponse {
  count: number;
}

/** POST /news/:id/read (idempotent: a second call keeps the first read time). */
export interface NewsReadResponse {
  newsId: string;
  readAt: string;
}

/** The newest items a parent sees; older news stays in the admin's list. */
export const NEWS_LIST_LIMIT = 50;
