import type { AdminChildEditValues } from '@domain/children/admin-child-edit';
import {
  type AdminChildResponse,
  type AdminChildrenFilter,
  type AdminChildrenPage,
  type AdminChildrenQuery,
  type AdminChildrenSummary,
  adminChildrenApi,
  adminChildrenSearch,
} from '@domain/children/admin-children-api';
import type { AhvRevealResponse } from '@domain/trainers/trainers-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Server state of the children screen. The summary follows the filters, not the page; every change refreshes all
// admin reads (the dashboard counts children too).

const adminKey = ['admin'] as const;

export function useAdminChildren(query: AdminChildrenQuery) {
  return useQuery({
    queryKey: ['admin', 'children', 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminChildrenPage>(`${adminChildrenApi.list}${adminChildrenSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminChildrenSummary(filter: AdminChildrenFilter) {
  return useQuery({
    queryKey: ['admin', 'children', 'summary', filter],
    queryFn: ({ signal }) =>
      api.get<AdminChildrenSummary>(`${adminChildrenApi.summary}${adminChildrenSearch(filter)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AdminChildEditValues }) =>
      api.put<AdminChildResponse>(adminChildrenApi.child(id), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(adminChildrenApi.child(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** The full number, fetched only when asked for (each reveal is written to the audit log). */
export async function revealChildAhv(id: string): Promise<string> {
  return (await api.post<AhvRevealResponse>(adminChildrenApi.revealAhv(id))).ahv;
}
