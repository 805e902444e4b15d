import type { OfferKind } from '@domain/attendance/attendance-api';
import type { OfferTrainersRequest, TrainerAccountRequest } from '@domain/trainers/trainer-account';
import type { TrainerFormValues, TrainerUpdateValues } from '@domain/trainers/trainer-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of the trainer screen (admin-trainers-endpoints.ts, trainer-endpoints.ts). The trainings form reads
// the same list (trainersQueryKey) for its choices.

const trainersQueryKey = ['admin', 'trainers'] as const;

export function useTrainers() {
  return useQuery({
    queryKey: trainersQueryKey,
    queryFn: ({ signal }) => call('GET /admin/trainers', { signal }),
    select: (answer) => answer.trainers,
  });
}

export function useSaveTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TrainerFormValues | TrainerUpdateValues }) =>
      id === null
        ? call('POST /admin/trainers', { body: values as TrainerFormValues })
        : call('PUT /admin/trainers/:trainerId', { params: { trainerId: id }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /admin/trainers/:trainerId', { params: { trainerId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The full number, fetched only when asked for (each reveal is written to the audit log). */
export async function revealTrainerAhv(id: string): Promise<string> {
  return (await call('POST /admin/trainers/:trainerId/ahv/reveal', { params: { trainerId: id } })).ahv;
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
    mutationFn: (trainerId: string) =>
      call('DELETE /admin/trainers/:trainerId/account', { params: { trainerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainersQueryKey }),
  });
}

const offerTrainersKey = (kind: OfferKind, offerId: string) =>
  ['admin', 'offer-trainers', kind, offerId] as const;

/** The trainers of one training or camp, with the lead (issue 29). */
export function useOfferTrainers(kind: OfferKind, offerId: string) {
  return useQuery({
    queryKey: offerTrainersKey(kind, offerId),
    queryFn: ({ signal }) => {
      const params = { offerId };
      return kind === 'training'
        ? call('GET /admin/trainings/:offerId/trainers', { params, signal })
        : call('GET /admin/camps/:offerId/trainers', { params, signal });
    },
    select: (answer) => answer.trainers,
  });
}

/** Sets who trains the offer; the lists that name trainers (the trainings table) are read again. */
export function useAssignOfferTrainers(kind: OfferKind, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferTrainersRequest) => {
      const params = { offerId };
      return kind === 'training'
        ? call('PUT /admin/trainings/:offerId/trainers', { params, body })
        : call('PUT /admin/camps/:offerId/trainers', { params, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
