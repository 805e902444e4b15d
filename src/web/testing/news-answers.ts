import type { NewsListResponse } from '@domain/news/news-api';

/** An /api/news answer with one unread item, "Sommercamp", for the pages that show the news first. */
export const oneUnreadNews: NewsListResponse = {
  news: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Sommercamp',
      content: 'Anmeldung offen',
      imageUrl: null,
      createdAt: '2026-03-10T08:00:00.000Z',
      isRead: false,
      readAt: null,
    },
  ],
  unreadCount: 1,
};
