import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of trainings, camps and the public schedule. Lists refetch whenever a page mounts (children or
// seats may have changed elsewhere); after a booking or cancellation every active query is refreshed, because
// payments, credit and the dashboard cards all change with it.

export type OfferKind = 'trainings' | 'camps';

export const bookingQueryKeys = {
  schedule: ['schedule'] as const,
  trainings: ['trainings'] as const,
  camps: ['camps'] as const,
};

export function useSchedule() {
  return useQuery({
    queryKey: bookingQueryKeys.schedule,
    queryFn: ({ signal }) => call('GET /schedule', { signal }),
  });
}

export const trainingsQuery = queryOptions({
  queryKey: bookingQueryKeys.trainings,
  queryFn: ({ signal }) => call('GET /trainings', { signal }),
  staleTime: 0,
});

export function useTrainings() {
  return useQuery(trainingsQuery);
}

export function useCamps() {
  return useQuery({
    queryKey: bookingQueryKeys.camps,
    queryFn: ({ signal }) => call('GET /camps', { signal }),
    staleTime: 0,
  });
}

/** A sign-up's children and their answers to the offer's questions (decision 055), by child. */
interface SignUp {
  offerId: string;
  childIds: string[];
  answers?: Record<string, Record<string, string | boolean | string[]>>;
}

export function useBook(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childIds, answers }: SignUp) => {
      const body = { childIds, acceptTerms: true, answers } as const;
      return kind === 'trainings'
        ? call('POST /trainings/:sessionId/registrations', { params: { sessionId: offerId }, body })
        : call('POST /camps/:campId/registrations', { params: { campId: offerId }, body });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useCancelTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId }: { offerId: string; childId: string }) =>
      call('DELETE /trainings/:sessionId/registrations/:childId', {
        params: { sessionId: offerId, childId },
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** "Abwesend melden" (issue 29): before the cutoff the server cancels, after it the seat stays and the absence is noted. */
export function useReportAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId, reason }: { offerId: string; childId: string; reason: string | null }) =>
      call('POST /trainings/:sessionId/registrations/:childId/absence', {
        params: { sessionId: offerId, childId },
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useCancelCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId }: { offerId: string; childId: string }) =>
      call('DELETE /camps/:campId/registrations/:childId', { params: { campId: offerId, childId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** "Auf die Warteliste" for a full offer; the answer names each child's place in the queue. */
export function useJoinWaitlist(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childIds, answers }: SignUp) => {
      const body = { childIds, acceptTerms: true, answers } as const;
      return kind === 'trainings'
        ? call('POST /trainings/:sessionId/waitlist', { params: { sessionId: offerId }, body })
        : call('POST /camps/:campId/waitlist', { params: { campId: offerId }, body });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useLeaveWaitlist(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId }: { offerId: string; childId: string }) =>
      kind === 'trainings'
        ? call('DELETE /trainings/:sessionId/waitlist/:childId', { params: { sessionId: offerId, childId } })
        : call('DELETE /camps/:campId/waitlist/:childId', { params: { campId: offerId, childId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
