import type { NewsFormValues } from '@domain/news/news-form';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of the "Neuigkeiten" screen. A save or delete refreshes every admin read (a push also lands in the
// push history) and the parents' news.

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: ['news'] }),
  ]);

export function useAdminNews(page: number) {
  return useQuery({
    queryKey: ['admin', 'news', 'list', page],
    queryFn: ({ signal }) => call('GET /admin/news', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsImages(enabled = true) {
  return useInfiniteQuery({
    queryKey: ['admin', 'news', 'images'],
    queryFn: ({ pageParam, signal }) =>
      call('GET /admin/news/images', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: NewsFormValues }) =>
      id === null
        ? call('POST /admin/news', { body: values })
        : call('PUT /admin/news/:newsId', { params: { newsId: id }, body: values }),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /admin/news/:newsId', { params: { newsId: id } }),
    onSuccess: () => refreshAll(queryClient),
  });
}
