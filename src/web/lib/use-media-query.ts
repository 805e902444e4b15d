import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches now, following its changes. Reading a media query lays nothing out (unlike the
 * window's width). `otherwise` answers where the browser has no matchMedia (the web tests' jsdom) and on the server.
 */
export function useMediaQuery(query: string, otherwise: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  // A page drawn on the server (decision 045) is hydrated with `otherwise` as well, then follows the query.
  return useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches ?? otherwise,
    () => otherwise,
  );
}
