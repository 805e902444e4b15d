import { type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

// Client errors (4xx) will not change on a retry; only unreachable or failing servers are worth a second try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** session.ts's meQueryKey (imported there from here, so repeated rather than imported back). */
const ME_KEY = ['me'] as const;

/** How long an answer counts as just arrived: a second screen part that mounts meanwhile reads it, not asks again. */
export const JUST_ANSWERED_MS = 2_000;

/**
 * Queries that are "asked again whenever a view opens" (staleTime 0) were also asked again by a second component
 * mounting right after the first answer: the dashboard waits for its cards' answers, then mounts the cards, which
 * asked for the same trainings, open payments and photos again (three requests and their re-renders on every
 * dashboard view). An answer younger than JUST_ANSWERED_MS is used as it is; an invalidated one is always asked again.
 */
function refetchOnMount(query: Query): boolean {
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= JUST_ANSWERED_MS;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // An admin page whose session has not passed the second factor (decision 036; e.g. another tab signed in anew):
    // /api/me is read again, and the admin guard sends the admin to the factor page.
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SECOND_FACTOR_REQUIRED') {
          void client.invalidateQueries({ queryKey: ME_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true, refetchOnMount },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one client; tests create their own with createQueryClient(). */
export const queryClient = createQueryClient();
