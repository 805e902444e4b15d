import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

// The dashboard card's count, apart from the payments page's queries and mutations (payments-queries.ts), which
// bring an infinite query with them (decision 028). The keys live here, so both files name the same queries.

export const paymentsQueryKeys = {
  all: ['payments'] as const,
  overview: ['payments', 'overview'] as const,
  history: ['payments', 'history'] as const,
  openCount: ['payments', 'open-count'] as const,
};

export const openPaymentsCountQuery = queryOptions({
  queryKey: paymentsQueryKeys.openCount,
  queryFn: ({ signal }) => call('GET /payments/open-count', { signal }),
  staleTime: 0,
});

export function useOpenPaymentsCount() {
  return useQuery(openPaymentsCountQuery);
}
