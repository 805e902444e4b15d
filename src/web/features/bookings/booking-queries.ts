import {
  type BookingResponse,
  bookingApi,
  type CampCancellationResponse,
  type CampsResponse,
  type ScheduleResponse,
  type TrainingCancellationResponse,
  type TrainingsResponse,
  type WaitlistJoinResponse,
} from '@domain/bookings/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
    queryFn: ({ signal }) => api.get<ScheduleResponse>(bookingApi.schedule, signal),
  });
}

export const trainingsQuery = queryOptions({
  queryKey: bookingQueryKeys.trainings,
  queryFn: ({ signal }) => api.get<TrainingsResponse>(bookingApi.trainings, signal),
  staleTime: 0,
});

export function useTrainings() {
  return useQuery(trainingsQuery);
}

export function useCamps() {
  return useQuery({
    queryKey: bookingQueryKeys.camps,
    queryFn: ({ signal }) => api.get<CampsResponse>(bookingApi.camps, signal),
    staleTime: 0,
  });
}

export function useBook(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childIds }: { offerId: string; childIds: string[] }) =>
      api.post<BookingResponse>(
        kind === 'trainings'
          ? bookingApi.trainingRegistrations(offerId)
          : bookingApi.campRegistrations(offerId),
        { childIds, acceptTerms: true },
      ),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useCancelTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId }: { offerId: string; childId: string }) =>
      api.delete<TrainingCancellationResponse>(bookingApi.trainingRegistration(offerId, childId)),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useCancelCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId }: { offerId: string; childId: string }) =>
      api.delete<CampCancellationResponse>(bookingApi.campRegistration(offerId, childId)),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** "Auf die Warteliste" for a full offer; the answer names each child's place in the queue. */
export function useJoinWaitlist(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childIds }: { offerId: string; childIds: string[] }) =>
      api.post<WaitlistJoinResponse>(bookingApi.waitlist(kind, offerId), { childIds, acceptTerms: true }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useLeaveWaitlist(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, childId }: { offerId: string; childId: string }) =>
      api.delete<void>(bookingApi.waitlistEntry(kind, offerId, childId)),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
