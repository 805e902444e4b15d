import {
  type AdminCampResponse,
  type AdminCampsPage,
  adminCampsApi,
  type DeleteCampResponse,
  FLYER_FORM_FIELDS,
} from '@domain/camps/admin-camps-api';
import type { CampFormFields } from '@domain/camps/camp-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

// Server state of the camps screen (its participants panel: participants/participants-queries.ts). Every change
// refreshes all admin reads (registrations, free places and participants move together).

export type When = 'upcoming' | 'past';

const adminKey = ['admin'] as const;

export function useAdminCamps(when: When, page: number) {
  return useQuery({
    queryKey: ['admin', 'camps', when, page],
    queryFn: ({ signal }) =>
      api.get<AdminCampsPage>(`${adminCampsApi.list}?when=${when}&page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's own fields: the route parses them with the same schema the form checked them with.
    mutationFn: ({ id, fields }: { id: string | null; fields: CampFormFields }) =>
      id === null
        ? api.post<AdminCampResponse>(adminCampsApi.list, fields)
        : api.put<AdminCampResponse>(adminCampsApi.camp(id), fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useUploadFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campId, file }: { campId: string; file: File }) => {
      const form = new FormData();
      form.append(FLYER_FORM_FIELDS.campId, campId);
      form.append(FLYER_FORM_FIELDS.file, file);
      return api.upload<AdminCampResponse>(adminCampsApi.flyerUpload, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campId: string) => api.delete<AdminCampResponse>(adminCampsApi.flyer(campId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancelRegistrations }: { id: string; cancelRegistrations: boolean }) =>
      request<DeleteCampResponse>('DELETE', adminCampsApi.camp(id), { cancelRegistrations }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
