import type { Me } from '@domain/auth/me';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api';
import { queryClient } from './query-client';

export const meQueryKey = ['me'] as const;

// The last answer of /api/me, kept on this device so an installed app opened offline still knows who is signed in
// (the server stays the judge: the next successful answer replaces it, a sign-out removes it).
const LAST_ME_KEY = 'anpfiff.last-me';

/**
 * What this page learnt last of the user while it is not yet stored (the write waits a task, below): the offline
 * fallback's answer until then, and what the deferred write checks, so an older answer never overwrites a newer one
 * or a sign-out.
 */
let unstored: { me: Me | null } | undefined;

function rememberMe(me: Me | null): void {
  try {
    if (me) localStorage.setItem(LAST_ME_KEY, JSON.stringify(me));
    else localStorage.removeItem(LAST_ME_KEY);
  } catch {
    // Storage unavailable (private mode): offline starts count as signed out.
  }
}

function lastKnownMe(): Me | null {
  if (unstored) return unstored.me;
  try {
    const stored = localStorage.getItem(LAST_ME_KEY);
    return stored ? (JSON.parse(stored) as Me) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user, or null. When the server cannot be reached (offline), the last known user; any other
 * failure (5xx, unknown answer) counts as signed out.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const answer = await call('GET /me', { signal });
    const me = answer?.user ?? null;
    // In a task of its own: the page's first use of the device's storage costs a phone 10-15 ms, which made the
    // task that draws the signed-in frame a long one.
    const latest = { me };
    unstored = latest;
    setTimeout(() => {
      if (unstored !== latest) return;
      rememberMe(me);
      unstored = undefined;
    }, 0);
    return me;
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) return lastKnownMe();
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
  await call('POST /auth/sign-out').catch(() => undefined);
  unstored = undefined;
  rememberMe(null);
  queryClient.clear();
  window.location.assign('/');
}
