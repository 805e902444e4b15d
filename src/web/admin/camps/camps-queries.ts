import { type AdminCampResponse, FLYER_FORM_FIELDS } from '@domain/camps/admin-camps-api';
import type { CampFormFields } from '@domain/camps/camp-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, pathOf } from '../../lib/api';
import type { When } from '../admin-list-page';

// Server state of the camps screen (its participants panel: participants/participants-queries.ts). Every change
// refreshes all admin reads (registrations, free places and participants move together).

const adminKey = ['admin'] as const;

export function useAdminCamps(when: When, page: number) {
  return useQuery({
    queryKey: ['admin', 'camps', when, page],
    queryFn: ({ signal }) => call('GET /admin/camps', { query: { when, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's own fields: the route parses them with the same schema the form checked them with.
    mutationFn: ({ id, fields }: { id: string | null; fields: CampFormFields }) =>
      id === null
        ? call('POST /admin/camps', { body: fields })
        : call('PUT /admin/camps/:campId', { params: { campId: id }, body: fields }),
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
      // A file, not JSON: sent as multipart to the definition's path.
      return api.upload<AdminCampResponse>(pathOf('POST /admin/camps/flyers'), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteFlyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campId: string) => call('DELETE /admin/camps/:campId/flyer', { params: { campId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancelRegistrations }: { id: string; cancelRegistrations: boolean }) =>
      call('DELETE /admin/camps/:campId', { params: { campId: id }, body: { cancelRegistrations } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
