import type { NewsListResponse } from '@domain/news/news-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of the dashboard's "Neuigkeiten". The read state is the signed-in user's own.

export const newsQueryKey = ['news'] as const;

export const newsQuery = queryOptions({
  queryKey: newsQueryKey,
  queryFn: ({ signal }) => call('GET /news', { signal }),
});

export function useNews() {
  return useQuery(newsQuery);
}

/** Marks an item read; the list and the unread count follow at once, before the list is fetched again. */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsId: string) => call('POST /news/:id/read', { params: { id: newsId } }),
    onSuccess: async ({ newsId, readAt }) => {
      queryClient.setQueryData<NewsListResponse>(newsQueryKey, (list) => {
        if (!list) return list;
        const wasUnread = list.news.some((n) => n.id === newsId && !n.isRead);
        return {
          news: list.news.map((n) => (n.id === newsId ? { ...n, isRead: true, readAt } : n)),
          unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
        };
      });
      await queryClient.invalidateQueries({ queryKey: newsQueryKey });
    },
  });
}
