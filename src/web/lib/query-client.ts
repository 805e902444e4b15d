import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

// Client errors (4xx) will not change on a retry; only unreachable or failing servers are worth a second try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; tests create their own with createQueryClient(). */
export const queryClient = createQueryClient();
