import { shellMessages } from '@domain/messages/shell';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

export const brandingQueryKey = ['branding'] as const;

export function useBranding() {
  const query = useQuery({
    queryKey: brandingQueryKey,
    queryFn: () => call('GET /branding').catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const branding = query.data ?? null;
  return { branding, providerName: branding?.providerName ?? shellMessages.productTitle };
}
