import {
  type AdminTrainingsPage,
  type AdminTrainingsResponse,
  adminTrainingsApi,
  type DeleteTrainingResponse,
} from '@domain/trainings/admin-trainings-api';
import type { TrainingFormFields } from '@domain/trainings/training-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

// Server state of the trainings screen (its participants panel: participants/participants-queries.ts). Every change
// refreshes all admin reads (counts, seats and participants move together).

export type When = 'upcoming' | 'past';

const adminKey = ['admin'] as const;

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
