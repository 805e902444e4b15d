import type { TrainingCancellationResponse } from '@domain/bookings/contracts';
import { type ChildSearchResponse, childSearchPath } from '@domain/children/admin-children-api';
import {
  type AddParticipantResponse,
  type AdminTrainingsPage,
  type AdminTrainingsResponse,
  adminTrainingsApi,
  type DeleteTrainingResponse,
  type ParticipantsResponse,
} from '@domain/trainings/admin-trainings-api';
import type { TrainingFormFields } from '@domain/trainings/training-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

// Server state of the trainings screen and its participants panel. Every change refreshes all admin reads
// (counts, seats and participants move together).

export type When = 'upcoming' | 'past';

const adminKey = ['admin'] as const;
const participantsKey = (sessionId: string) => ['admin', 'trainings', sessionId, 'participants'] as const;

export function useAdminTrainings(when: When, page: number) {
  return useQuery({
    queryKey: ['admin', 'trainings', when, page],
    queryFn: ({ signal }) =>
      api.get<AdminTrainingsPage>(`${adminTrainingsApi.list}?when=${when}&page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's own fields: the route parses them with the same schema the form checked them with.
    mutationFn: ({ id, fields }: { id: string | null; fields: TrainingFormFields }) => {
      if (id === null) return api.post<AdminTrainingsResponse>(adminTrainingsApi.list, fields);
      const { weeks: _, ...edited } = fields;
      return api.put<AdminTrainingsResponse>(adminTrainingsApi.training(id), edited);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancelBookings }: { id: string; cancelBookings: boolean }) =>
      request<DeleteTrainingResponse>('DELETE', adminTrainingsApi.training(id), { cancelBookings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useParticipants(sessionId: string) {
  return useQuery({
    queryKey: participantsKey(sessionId),
    queryFn: ({ signal }) => api.get<ParticipantsResponse>(adminTrainingsApi.participants(sessionId), signal),
    select: (answer) => answer.participants,
  });
}

export function useAddParticipant(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) =>
      api.post<AddParticipantResponse>(adminTrainingsApi.participants(sessionId), { childId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useRemoveParticipant(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) =>
      api.delete<TrainingCancellationResponse>(adminTrainingsApi.participant(sessionId, childId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useChildSearch(text: string) {
  return useQuery({
    queryKey: ['admin', 'child-search', text],
    queryFn: ({ signal }) => api.get<ChildSearchResponse>(childSearchPath(text), signal),
    select: (answer) => answer.children,
    placeholderData: keepPreviousData,
  });
}
