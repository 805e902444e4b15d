import {
  type AdminParentsPage,
  adminParentsApi,
  adminParentsSearch,
} from '@domain/parents/admin-parents-api';
import {
  type AdminPackDetails,
  type AdminPackOrdersPage,
  type AdminPackResponse,
  type AdminPacksPage,
  type AdminPacksQuery,
  type AdminPacksSummary,
  adminPacksApi,
  adminPacksSearch,
  type PackGrant,
  type PackStatusChange,
} from '@domain/payments/credit-packs-admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Server state of the "Abos" screen. The summary follows the search (its figures are the tabs' counts); every
// change refreshes all admin reads.

const adminKey = ['admin'] as const;

export function useAdminPacks(query: AdminPacksQuery) {
  return useQuery({
    queryKey: ['admin', 'packs', 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminPacksPage>(`${adminPacksApi.list}${adminPacksSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPacksSummary(q: string) {
  return useQuery({
    queryKey: ['admin', 'packs', 'summary', q],
    queryFn: ({ signal }) =>
      api.get<AdminPacksSummary>(`${adminPacksApi.summary}${adminPacksSearch({ q })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPackDetails(packId: string | null) {
  return useQuery({
    queryKey: ['admin', 'packs', 'details', packId],
    queryFn: ({ signal }) => api.get<AdminPackDetails>(adminPacksApi.pack(packId ?? ''), signal),
    enabled: packId !== null,
  });
}

export function useChangePackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: PackStatusChange }) =>
      api.post<AdminPackResponse>(adminPacksApi.status(id), change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useGrantPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: PackGrant) => api.post<AdminPackResponse>(adminPacksApi.grant, grant),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Shop orders of "Abo 10+1" no pack fulfils yet: all of them, or one parent's (the grant dialog's choice). */
export function usePackOrders(parentId: string | null = null, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'packs', 'orders', parentId],
    queryFn: ({ signal }) =>
      api.get<AdminPackOrdersPage>(
        `${adminPacksApi.orders}?pageSize=100${parentId ? `&parentId=${encodeURIComponent(parentId)}` : ''}`,
        signal,
      ),
    enabled,
  });
}

/** The parents whose name or e-mail holds every word typed (the "Eltern" list's first page). */
export function useParentPicker(q: string) {
  return useQuery({
    queryKey: ['admin', 'parents', 'list', 'picker', q],
    queryFn: ({ signal }) =>
      api.get<AdminParentsPage>(`${adminParentsApi.list}${adminParentsSearch({ q, pageSize: 8 })}`, signal),
    enabled: q.length > 0,
  });
}
