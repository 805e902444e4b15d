import { defineEndpoint, typedAnswer } from '../api/endpoint';
import type { NewsListResponse, NewsReadResponse, NewsUnreadCountResponse } from './news-api';

// The parent's news (news-api.ts): the read state is the asking user's own.

export const newsEndpoints = {
  /** Unread items first, then read ones, each newest first. */
  list: defineEndpoint({ method: 'GET', path: '/news', response: typedAnswer<NewsListResponse>() }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/news/unread-count',
    response: typedAnswer<NewsUnreadCountResponse>(),
  }),
  /** Idempotent: a second call keeps the first read time; an unknown id is 404. */
  markRead: defineEndpoint({
    method: 'POST',
    path: '/news/:id/read',
    response: typedAnswer<NewsReadResponse>(),
  }),
};
