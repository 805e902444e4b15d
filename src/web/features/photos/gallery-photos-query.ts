import { GALLERY_PAGE_SIZE, type PhotoListResponse } from '@domain/photos/photo-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { photosPath, photosQueryKey } from './photos-queries';

// The gallery's pages, apart from the dashboard's latest photos: an infinite query's machinery (about 0.5 KB gzip)
// stays off the dashboard's first view (decision 028).

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
