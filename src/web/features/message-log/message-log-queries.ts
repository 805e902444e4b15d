import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The signed-in parent's messages, a page at a time, newest first; "Ältere anzeigen" loads the next. */
export function useMyMessages() {
  return useInfiniteQuery({
    queryKey: ['messages'],
    queryFn: ({ pageParam, signal }) => call('GET /messages', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
