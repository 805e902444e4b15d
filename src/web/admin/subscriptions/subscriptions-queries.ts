import type { AdminPacksQuery, PackGrant, PackStatusChange } from '@domain/payments/credit-packs-admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { filledQuery } from '../list-query';

// Server state of the "Abos" screen. The summary follows the search (its figures are the tabs' counts); every
// change refreshes all admin reads.

const adminKey = ['admin'] as const;

export function useAdminPacks(query: AdminPacksQuery) {
  return useQuery({
    queryKey: ['admin', 'packs', 'list', query],
    queryFn: ({ signal }) => call('GET /admin/packs', { query: filledQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPacksSummary(q: string) {
  return useQuery({
    queryKey: ['admin', 'packs', 'summary', q],
    queryFn: ({ signal }) => call('GET /admin/packs/summary', { query: filledQuery({ q }), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPackDetails(packId: string | null) {
  return useQuery({
    queryKey: ['admin', 'packs', 'details', packId],
    queryFn: ({ signal }) => call('GET /admin/packs/:packId', { params: { packId: packId ?? '' }, signal }),
    enabled: packId !== null,
  });
}

export function useChangePackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: PackStatusChange }) =>
      call('POST /admin/packs/:packId/status', { params: { packId: id }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useGrantPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: PackGrant) => call('POST /admin/packs', { body: grant }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Shop orders of "Abo 10+1" no pack fulfils yet: all of them, or one parent's (the grant dialog's choice). */
export function usePackOrders(parentId: string | null = null, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'packs', 'orders', parentId],
    queryFn: ({ signal }) =>
      call('GET /admin/packs/orders', { query: { pageSize: 100, parentId: parentId ?? undefined }, signal }),
    enabled,
  });
}

/** The parents whose name or e-mail holds every word typed (the "Eltern" list's first page). */
export function useParentPicker(q: string) {
  return useQuery({
    queryKey: ['admin', 'parents', 'list', 'picker', q],
    queryFn: ({ signal }) => call('GET /admin/parents', { query: { q, pageSize: 8 }, signal }),
    enabled: q.length > 0,
  });
}
