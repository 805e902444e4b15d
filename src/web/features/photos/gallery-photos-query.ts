import { GALLERY_PAGE_SIZE } from '@domain/photos/photo-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { photosQueryKey } from './photos-queries';

// The gallery's pages, apart from the dashboard's latest photos: an infinite query's machinery (about 0.5 KB gzip)
// stays off the dashboard's first view (decision 028).

export function useGalleryPhotos() {
  return useInfiniteQuery({
    queryKey: [...photosQueryKey, 'gallery'],
    staleTime: 0,
    queryFn: ({ pageParam, signal }) =>
      call('GET /photos', { query: { limit: GALLERY_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.photos),
  });
}
