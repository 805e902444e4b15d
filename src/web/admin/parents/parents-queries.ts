import type { AdminParentsQuery } from '@domain/parents/admin-parents-api';
import type { ParentEditValues } from '@domain/parents/parent-edit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { filledQuery } from '../list-query';

// Server state of the parents screen. The summary follows the search, not the page or the children filter (its
// figures are that filter's choices); every change refreshes all admin reads. The children filter's "all" is left
// out of the address, as an empty search is.

const adminKey = ['admin'] as const;

export function useAdminParents(query: AdminParentsQuery) {
  return useQuery({
    queryKey: ['admin', 'parents', 'list', query],
    queryFn: ({ signal }) =>
      call('GET /admin/parents', {
        query: filledQuery({ ...query, children: query.children === 'all' ? undefined : query.children }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminParentsSummary(q: string) {
  return useQuery({
    queryKey: ['admin', 'parents', 'summary', q],
    queryFn: ({ signal }) => call('GET /admin/parents/summary', { query: filledQuery({ q }), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ParentEditValues }) =>
      call('PUT /admin/parents/:parentId', { params: { parentId: id }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /admin/parents/:parentId', { params: { parentId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** One parent's message log (decision 051), a page at a time; read while its dialog is open. */
export function useParentMessages(parentId: string | null, page: number) {
  return useQuery({
    queryKey: ['admin', 'parents', 'messages', parentId, page],
    queryFn: ({ signal }) =>
      call('GET /admin/parents/:parentId/messages', {
        params: { parentId: parentId ?? '' },
        query: { page },
        signal,
      }),
    enabled: parentId !== null,
    placeholderData: keepPreviousData,
  });
}
