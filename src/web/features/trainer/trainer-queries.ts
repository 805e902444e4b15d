import type { OfferKind } from '@domain/attendance/attendance-api';
import type { TrainerMark } from '@domain/trainers/trainer-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { cachedOffer, cacheOffer } from './offer-cache';

// The trainer area's calls (src/domain/trainers/trainer-endpoints.ts), one branch per kind as the paths differ.

export const trainerKeys = {
  sessions: ['trainer', 'sessions'] as const,
  offer: (kind: OfferKind, offerId: string) => ['trainer', kind, offerId] as const,
};

export function useTrainerSessions() {
  return useQuery({
    queryKey: trainerKeys.sessions,
    queryFn: ({ signal }) => call('GET /trainer/sessions', { signal }),
  });
}

function fetchTrainerOffer(kind: OfferKind, offerId: string, signal?: AbortSignal) {
  return kind === 'training'
    ? call('GET /trainer/trainings/:offerId', { params: { offerId }, signal })
    : call('GET /trainer/camps/:offerId', { params: { offerId }, signal });
}

export function useTrainerOffer(kind: OfferKind, offerId: string) {
  return useQuery({
    queryKey: trainerKeys.offer(kind, offerId),
    queryFn: async ({ signal }) => {
      const offer = await fetchTrainerOffer(kind, offerId, signal);
      cacheOffer(kind, offerId, offer);
      return offer;
    },
    // Offline, the last answer stays on screen (offer-cache.ts), the marks queued meanwhile drawn over it; the
    // server is asked at once all the same.
    initialData: () => cachedOffer(kind, offerId),
    initialDataUpdatedAt: 0,
    networkMode: 'offlineFirst',
  });
}

/** Sends a batch of marks of one offer (mark-queue.ts). */
export function sendMarks(kind: OfferKind, offerId: string, marks: TrainerMark[]) {
  return kind === 'training'
    ? call('POST /trainer/trainings/:offerId/marks', { params: { offerId }, body: { marks } })
    : call('POST /trainer/camps/:offerId/marks', { params: { offerId }, body: { marks } });
}

/** Each read is audited on the server, so it is asked only when the trainer opens it, and never kept. */
export function fetchHealth(kind: OfferKind, offerId: string) {
  return kind === 'training'
    ? call('GET /trainer/trainings/:offerId/health', { params: { offerId } })
    : call('GET /trainer/camps/:offerId/health', { params: { offerId } });
}

export function useSaveNote(kind: OfferKind, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, note }: { childId: string; note: string }) =>
      kind === 'training'
        ? call('PUT /trainer/trainings/:offerId/notes/:childId', {
            params: { offerId, childId },
            body: { note },
          })
        : call('PUT /trainer/camps/:offerId/notes/:childId', {
            params: { offerId, childId },
            body: { note },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainerKeys.offer(kind, offerId) }),
  });
}
