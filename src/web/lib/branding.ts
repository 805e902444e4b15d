import { shellMessages } from '@domain/messages/shell';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The provider's public branding, configured on the server (PROVIDER_* settings).
 * Contract: `GET /api/branding` answers 200 with this object; until the server offers it, the shell falls back to
 * the product title and shows no provider links.
 */
export interface Branding {
  providerName: string;
  logoUrl: string;
  termsUrl: string;
  infoUrl: string;
  poweredByUrl?: string;
  contact: { email: string; phone: string; address: string };
}

export const BRANDING_PATH = '/branding';
export const brandingQueryKey = ['branding'] as const;

export function useBranding() {
  const query = useQuery({
    queryKey: brandingQueryKey,
    queryFn: () => api.get<Branding>(BRANDING_PATH).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const branding = query.data ?? null;
  return { branding, providerName: branding?.providerName ?? shellMessages.productTitle };
}
