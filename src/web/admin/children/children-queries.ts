import type { AdminChildEditValues } from '@domain/children/admin-child-edit';
import type { AdminChildrenFilter, AdminChildrenQuery } from '@domain/children/admin-children-api';
import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { filledQuery } from '../list-query';

// Server state of the children screen. The summary follows the filters, not the page; every change refreshes all
// admin reads (the dashboard counts children too).

const adminKey = ['admin'] as const;

export function useAdminChildren(query: AdminChildrenQuery) {
  return useQuery({
    queryKey: ['admin', 'children', 'list', query],
    queryFn: ({ signal }) => call('GET /admin/children', { query: filledQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminChildrenSummary(filter: AdminChildrenFilter) {
  return useQuery({
    queryKey: ['admin', 'children', 'summary', filter],
    queryFn: ({ signal }) => call('GET /admin/children/summary', { query: filledQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AdminChildEditValues }) =>
      call('PUT /admin/children/:childId', { params: { childId: id }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /admin/children/:childId', { params: { childId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** The full number, fetched only when asked for (each reveal is written to the audit log). */
export async function revealChildAhv(id: string): Promise<string> {
  return (await call('POST /admin/children/:childId/ahv/reveal', { params: { childId: id } })).ahv;
}

/** Every family's children by name, asked once typing pauses: to register one for an offer or tag one on a photo. */
export function useChildSearch(typed: string) {
  const text = useDebounced(typed.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['admin', 'child-search', text],
    queryFn: ({ signal }) => call('GET /admin/children/search', { query: { q: text }, signal }),
    select: (answer) => answer.children,
    placeholderData: keepPreviousData,
  });
}
