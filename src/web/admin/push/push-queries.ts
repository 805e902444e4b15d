import type { AdminPushParentIds } from '@domain/push/admin-push-api';
import type { PushComposeInput } from '@domain/push/push-compose';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../lib/api';
import { filledQuery } from '../list-query';

// Server state of the "Push" screen. A send or delete refreshes every admin read; a send's counts are followed by
// polling its history entry while its devices still wait.

export function usePushStats() {
  return useQuery({
    queryKey: ['admin', 'push', 'stats'],
    queryFn: ({ signal }) => call('GET /admin/push/stats', { signal }),
  });
}

export function usePushHistory(page: number) {
  return useQuery({
    queryKey: ['admin', 'push', 'history', page],
    queryFn: ({ signal }) => call('GET /admin/push/history', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The send's entry, polled every second while `following` (its devices still wait), not read otherwise. */
export function usePushHistoryItem(historyId: string | null, following: boolean) {
  return useQuery({
    queryKey: ['admin', 'push', 'history-item', historyId],
    queryFn: ({ signal }) =>
      call('GET /admin/push/history/:historyId', { params: { historyId: historyId ?? '' }, signal }),
    enabled: historyId !== null && following,
    refetchInterval: following ? 1000 : false,
  });
}

export function usePushRecipients(historyId: string | null, page: number) {
  return useQuery({
    queryKey: ['admin', 'push', 'recipients', historyId, page],
    queryFn: ({ signal }) =>
      call('GET /admin/push/history/:historyId/recipients', {
        params: { historyId: historyId ?? '' },
        query: { page },
        signal,
      }),
    enabled: historyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePushSubscribers(page: number) {
  return useQuery({
    queryKey: ['admin', 'push', 'subscribers', page],
    queryFn: ({ signal }) => call('GET /admin/push/subscribers', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The picker's matches, 50 per load. */
export function usePushParents(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['admin', 'push', 'parents', q],
    queryFn: ({ pageParam, signal }) =>
      call('GET /admin/push/parents', { query: filledQuery({ q, page: pageParam }), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every parent the search matches, for "select all". */
export function fetchPushParentIds(q: string): Promise<AdminPushParentIds> {
  return call('GET /admin/push/parents/ids', { query: filledQuery({ q }) });
}

export function useSendPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PushComposeInput) => call('POST /admin/push', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'push'] }),
  });
}

export function useDeletePushHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /admin/push/history/:historyId', { params: { historyId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
