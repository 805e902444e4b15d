import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

// Client errors (4xx) will not change on a retry; only unreachable or failing servers are worth a second try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** session.ts's meQueryKey (imported there from here, so repeated rather than imported back). */
const ME_KEY = ['me'] as const;

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
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one client; tests create their own with createQueryClient(). */
export const queryClient = createQueryClient();
