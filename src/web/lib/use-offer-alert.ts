import type { OfferKind } from '@domain/attendance/attendance-api';
import type { AlertMode } from '@domain/offer-alerts/offer-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api';

// The caller's own alert choice for one offer (decision 052): a trainer's on the session page, an admin's in the
// participants panel. Each area has its own endpoints (src/domain/offer-alerts/offer-alert-endpoints.ts).

type Area = 'trainer' | 'admin';

function load(area: Area, kind: OfferKind, offerId: string, signal: AbortSignal) {
  const options = { params: { offerId }, signal };
  if (area === 'trainer')
    return kind === 'training'
      ? call('GET /trainer/trainings/:offerId/alerts', options)
      : call('GET /trainer/camps/:offerId/alerts', options);
  return kind === 'training'
    ? call('GET /admin/trainings/:offerId/alerts', options)
    : call('GET /admin/camps/:offerId/alerts', options);
}

function save(area: Area, kind: OfferKind, offerId: string, mode: AlertMode) {
  const options = { params: { offerId }, body: { mode } };
  if (area === 'trainer')
    return kind === 'training'
      ? call('PUT /trainer/trainings/:offerId/alerts', options)
      : call('PUT /trainer/camps/:offerId/alerts', options);
  return kind === 'training'
    ? call('PUT /admin/trainings/:offerId/alerts', options)
    : call('PUT /admin/camps/:offerId/alerts', options);
}

export function useOfferAlert(area: Area, kind: OfferKind, offerId: string) {
  const queryClient = useQueryClient();
  const queryKey = [area, kind, offerId, 'alerts'] as const;
  const setting = useQuery({ queryKey, queryFn: ({ signal }) => load(area, kind, offerId, signal) });
  const choose = useMutation({
    mutationFn: (mode: AlertMode) => save(area, kind, offerId, mode),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  return {
    /** Undefined while loading, or when the offer is not the caller's (404): then nothing is shown. */
    mode: choose.isPending ? choose.variables : setting.data?.mode,
    choose: (mode: AlertMode) => choose.mutate(mode),
    saving: choose.isPending,
    saved: choose.isSuccess,
    failed: choose.isError,
  };
}
