import type { Me, MeResponse } from '@domain/auth/me';
import { ME_PATH, SIGN_OUT_PATH } from '@domain/auth/me';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryClient } from './query-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null. Any failure (no endpoint yet, offline, 5xx) counts as signed out. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const answer = await api.get<MeResponse>(ME_PATH, signal);
    return answer?.user ?? null;
  } catch {
    return null;
  }
}

export function useMe() {
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
  });
  return { me: query.data ?? null, isLoading: query.isPending };
}

/** Ends the session and starts fresh on the landing page, so nothing of this user stays in memory. */
export async function logout(): Promise<void> {
  // A failed sign-out (already expired, offline) must not keep the user on the page: the reload shows the truth.
  await api.post(SIGN_OUT_PATH).catch(() => undefined);
  queryClient.clear();
  window.location.assign('/');
}
