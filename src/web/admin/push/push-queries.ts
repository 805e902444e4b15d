import {
  type AdminPushHistoryPage,
  type AdminPushHistoryResponse,
  type AdminPushParentIds,
  type AdminPushParentsPage,
  type AdminPushRecipientsPage,
  type AdminPushSendResponse,
  type AdminPushStats,
  type AdminPushSubscribersPage,
  adminPushApi,
  adminPushSearch,
} from '@domain/push/admin-push-api';
import type { PushComposeInput } from '@domain/push/push-compose';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api';

// Server state of the "Push" screen. A send or delete refreshes every admin read; a send's counts are followed by
// polling its history entry while its devices still wait.

export function usePushStats() {
  return useQuery({
    queryKey: ['admin', 'push', 'stats'],
    queryFn: ({ signal }) => api.get<AdminPushStats>(adminPushApi.stats, signal),
  });
}

export function usePushHistory(page: number) {
  return useQuery({
    queryKey: ['admin', 'push', 'history', page],
    queryFn: ({ signal }) =>
      api.get<AdminPushHistoryPage>(`${adminPushApi.history}${adminPushSearch({ page })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** The send's entry, polled every second while `following` (its devices still wait), not read otherwise. */
export function usePushHistoryItem(historyId: string | null, following: boolean) {
  return useQuery({
    queryKey: ['admin', 'push', 'history-item', historyId],
    queryFn: ({ signal }) =>
      api.get<AdminPushHistoryResponse>(adminPushApi.historyItem(historyId ?? ''), signal),
    enabled: historyId !== null && following,
    refetchInterval: following ? 1000 : false,
  });
}

export function usePushRecipients(historyId: string | null, page: number) {
  return useQuery({
    queryKey: ['admin', 'push', 'recipients', historyId, page],
    queryFn: ({ signal }) =>
      api.get<AdminPushRecipientsPage>(
        `${adminPushApi.recipients(historyId ?? '')}${adminPushSearch({ page })}`,
        signal,
      ),
    enabled: historyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePushSubscribers(page: number) {
  return useQuery({
    queryKey: ['admin', 'push', 'subscribers', page],
    queryFn: ({ signal }) =>
      api.get<AdminPushSubscribersPage>(`${adminPushApi.subscribers}${adminPushSearch({ page })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** The picker's matches, 50 per load. */
export function usePushParents(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['admin', 'push', 'parents', q],
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminPushParentsPage>(
        `${adminPushApi.parents}${adminPushSearch({ q, page: pageParam })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every parent the search matches, for "select all". */
export function fetchPushParentIds(q: string): Promise<AdminPushParentIds> {
  return api.get<AdminPushParentIds>(`${adminPushApi.parentIds}${adminPushSearch({ q })}`);
}

export function useSendPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PushComposeInput) => api.post<AdminPushSendResponse>(adminPushApi.send, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'push'] }),
  });
}

export function useDeletePushHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(adminPushApi.historyItem(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
