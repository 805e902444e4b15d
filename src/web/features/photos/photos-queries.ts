import { DASHBOARD_PHOTO_COUNT } from '@domain/photos/photo-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

// The family's photos: the gallery loads 20 at a time (more as the parent scrolls, gallery-photos-query.ts), the
// dashboard the latest 3.
// Asked again whenever a photos view opens (staleTime 0): an admin's new tag shows at once, a removed one goes.

export const photosQueryKey = ['photos'] as const;

export const latestPhotosQuery = queryOptions({
  queryKey: [...photosQueryKey, 'latest'],
  staleTime: 0,
  queryFn: ({ signal }) => call('GET /photos', { query: { limit: DASHBOARD_PHOTO_COUNT }, signal }),
});

export function useLatestPhotos() {
  return useQuery({ ...latestPhotosQuery, select: (answer) => answer.photos });
}
