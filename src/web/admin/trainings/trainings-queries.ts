import type { SessionType } from '@domain/constants';
import type { TrainingFormFields } from '@domain/trainings/training-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { When } from '../admin-list-page';

// Server state of the trainings screen (its participants panel: participants/participants-queries.ts). Every change
// refreshes all admin reads (counts, seats and participants move together).

const adminKey = ['admin'] as const;

export function useAdminTrainings(when: When, page: number) {
  return useQuery({
    queryKey: ['admin', 'trainings', when, page],
    queryFn: ({ signal }) => call('GET /admin/trainings', { query: { when, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's own fields: the route parses them with the same schema the form checked them with (the type is
    // the select's value, one of the session types).
    mutationFn: ({ id, fields }: { id: string | null; fields: TrainingFormFields }) => {
      const typed = { ...fields, type: fields.type as SessionType };
      if (id === null) return call('POST /admin/trainings', { body: typed });
      const { weeks: _, ...edited } = typed;
      return call('PUT /admin/trainings/:sessionId', { params: { sessionId: id }, body: edited });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancelBookings }: { id: string; cancelBookings: boolean }) =>
      call('DELETE /admin/trainings/:sessionId', { params: { sessionId: id }, body: { cancelBookings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
