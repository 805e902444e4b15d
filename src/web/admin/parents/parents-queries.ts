import {
  type AdminParentResponse,
  type AdminParentsPage,
  type AdminParentsQuery,
  type AdminParentsSummary,
  adminParentsApi,
  adminParentsSearch,
} from '@domain/parents/admin-parents-api';
import type { ParentEditValues } from '@domain/parents/parent-edit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Server state of the parents screen. The summary follows the search, not the page or the children filter (its
// figures are that filter's choices); every change refreshes all admin reads.

const adminKey = ['admin'] as const;

export function useAdminParents(query: AdminParentsQuery) {
  return useQuery({
    queryKey: ['admin', 'parents', 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminParentsPage>(`${adminParentsApi.list}${adminParentsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminParentsSummary(q: string) {
  return useQuery({
    queryKey: ['admin', 'parents', 'summary', q],
    queryFn: ({ signal }) =>
      api.get<AdminParentsSummary>(`${adminParentsApi.summary}${adminParentsSearch({ q })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ParentEditValues }) =>
      api.put<AdminParentResponse>(adminParentsApi.parent(id), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(adminParentsApi.parent(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
