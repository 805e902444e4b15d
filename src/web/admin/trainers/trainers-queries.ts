import type { TrainerAccountRequest } from '@domain/trainers/trainer-account';
import type { TrainerFormValues, TrainerUpdateValues } from '@domain/trainers/trainer-form';
import {
  type AdminTrainerResponse,
  type AdminTrainersResponse,
  type AhvRevealResponse,
  adminTrainersApi,
} from '@domain/trainers/trainers-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api';

// Server state of the trainer screen. The trainings form reads the same list (trainersQueryKey) for its choices.

export const trainersQueryKey = ['admin', 'trainers'] as const;

export function useTrainers() {
  return useQuery({
    queryKey: trainersQueryKey,
    queryFn: ({ signal }) => api.get<AdminTrainersResponse>(adminTrainersApi.list, signal),
    select: (answer) => answer.trainers,
  });
}

export function useSaveTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TrainerFormValues | TrainerUpdateValues }) =>
      id === null
        ? api.post<AdminTrainerResponse>(adminTrainersApi.list, values)
        : api.put<AdminTrainerResponse>(adminTrainersApi.trainer(id), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(adminTrainersApi.trainer(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The full number, fetched only when asked for (each reveal is written to the audit log). */
export async function revealTrainerAhv(id: string): Promise<string> {
  return (await api.post<AhvRevealResponse>(adminTrainersApi.revealAhv(id))).ahv;
}

/** Invites the trainer's address or links an existing account (issue 29). */
export function useLinkTrainerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainerId, values }: { trainerId: string; values: TrainerAccountRequest }) =>
      call('PUT /admin/trainers/:trainerId/account', { params: { trainerId }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainersQueryKey }),
  });
}

export function useUnlinkTrainerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trainerId: string) => call('DELETE /admin/trainers/:trainerId/account', { params: { trainerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainersQueryKey }),
  });
}
