import { type AdminPhoto, PHOTO_SYNC_POLL_MS, type PhotoSyncStatus } from '@domain/photos/admin-photos-api';
import { type PhotoVariant, photoImagePath } from '@domain/photos/photo-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Server state of the "Fotos" screen. Every tag change refreshes the photo reads (table, folder counts, the open
// photo); a finished sync refreshes them too.

const photosKey = ['admin', 'photos'] as const;

/** The image URL for <img src>: images load directly, not through the JSON wrapper. */
export function adminPhotoSrc(photo: Pick<AdminPhoto, 'id' | 'version'>, variant: PhotoVariant): string {
  return `/api${photoImagePath(photo, variant)}`;
}

export function useAdminPhotoFolders() {
  return useQuery({
    queryKey: [...photosKey, 'folders'],
    queryFn: ({ signal }) => call('GET /admin/photos/folders', { signal }),
    select: (answer) => answer.folders,
  });
}

export function useAdminPhotos(query: { folderId?: string; untagged: boolean; page: number }) {
  return useQuery({
    queryKey: [...photosKey, 'list', query],
    // Left out of the address when they say nothing: no folder, not only untagged, the first page.
    queryFn: ({ signal }) =>
      call('GET /admin/photos', {
        query: {
          folderId: query.folderId || undefined,
          untagged: query.untagged ? '1' : undefined,
          page: query.page > 1 ? query.page : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPhoto(id: string | null) {
  return useQuery({
    queryKey: [...photosKey, 'photo', id],
    queryFn: ({ signal }) => call('GET /admin/photos/:photoId', { params: { photoId: id ?? '' }, signal }),
    select: (answer) => answer.photo,
    enabled: id !== null,
  });
}

export function useTagPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, childId }: { photoId: string; childId: string }) =>
      call('POST /admin/photos/:photoId/tags', { params: { photoId }, body: { childId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}

export function useUntagPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, childId }: { photoId: string; childId: string }) =>
      call('DELETE /admin/photos/:photoId/tags/:childId', { params: { photoId, childId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}

export function useBulkTagPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { photoIds: string[]; childId: string }) =>
      call('POST /admin/photos/tags', { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}

export function useStartPhotoSync() {
  return useMutation({
    mutationFn: (folderId: string | undefined) =>
      call('POST /admin/photos/sync', { body: folderId ? { folderId } : {} }),
  });
}

const pending = (sync: PhotoSyncStatus | undefined) => sync?.state === 'queued' || sync?.state === 'running';

/** The sync's state, asked for every second while it waits or runs; its end refreshes the photo reads. */
export function usePhotoSync(jobId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'photo-sync', jobId],
    queryFn: async ({ signal }) => {
      const sync = await call('GET /admin/photos/sync/:jobId', { params: { jobId: jobId ?? '' }, signal });
      if (!pending(sync)) await queryClient.invalidateQueries({ queryKey: photosKey });
      return sync;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => (pending(query.state.data) || !query.state.data ? PHOTO_SYNC_POLL_MS : false),
  });
}
