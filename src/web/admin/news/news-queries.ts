import {
  type AdminNewsPage,
  type AdminNewsResponse,
  adminNewsApi,
  type NewsImagesPage,
} from '@domain/news/admin-news-api';
import type { NewsFormValues } from '@domain/news/news-form';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api';

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
    queryFn: ({ signal }) => api.get<AdminNewsPage>(`${adminNewsApi.list}?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsImages(enabled = true) {
  return useInfiniteQuery({
    queryKey: ['admin', 'news', 'images'],
    queryFn: ({ pageParam, signal }) =>
      api.get<NewsImagesPage>(`${adminNewsApi.images}?page=${pageParam}`, signal),
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
        ? api.post<AdminNewsResponse>(adminNewsApi.list, values)
        : api.put<AdminNewsResponse>(adminNewsApi.item(id), values),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(adminNewsApi.item(id)),
    onSuccess: () => refreshAll(queryClient),
  });
}
