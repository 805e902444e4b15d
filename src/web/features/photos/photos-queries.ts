import {
  DASHBOARD_PHOTO_COUNT,
  GALLERY_PAGE_SIZE,
  PHOTOS_PATH,
  type PhotoListResponse,
} from '@domain/photos/photo-api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

// The family's photos: the gallery loads 20 at a time (more as the parent scrolls), the dashboard the latest 3.
// Asked again whenever a photos view opens (staleTime 0): an admin's new tag shows at once, a removed one goes.

export const photosQueryKey = ['photos'] as const;

function photosPath(query: { cursor?: string | null; limit: number }): string {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.cursor) params.set('cursor', query.cursor);
  return `${PHOTOS_PATH}?${params.toString()}`;
}

export function useGalleryPhotos() {
  return useInfiniteQuery({
    queryKey: [...photosQueryKey, 'gallery'],
    staleTime: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<PhotoListResponse>(photosPath({ cursor: pageParam, limit: GALLERY_PAGE_SIZE }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.photos),
  });
}

export function useLatestPhotos() {
  return useQuery({
    queryKey: [...photosQueryKey, 'latest'],
    staleTime: 0,
    queryFn: ({ signal }) => api.get<PhotoListResponse>(photosPath({ limit: DASHBOARD_PHOTO_COUNT }), signal),
    select: (answer) => answer.photos,
  });
}
