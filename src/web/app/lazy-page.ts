import { type ComponentType, lazy, startTransition, useEffect, useState } from 'react';

// Pages load on their first visit. The router (declarative mode, decision 028) knows nothing of that: navigations
// run in a transition, so the old page stays while the new one's code arrives, and the shell shows its loading bar
// while any page's code is on its way (usePageLoading).

let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  // React.lazy starts the load while rendering: the shell hears of it once that render is over.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

export function subscribePageLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isPageLoading = (): boolean => pending > 0;

/**
 * True while a page's code is on its way, for the shell's loading bar. Not through useSyncExternalStore, whose
 * updates always render at once: the update that ended a load re-rendered the shell together with the page that had
 * just arrived, in one task (Lighthouse's total blocking time on a phone). The bar shows at once; it goes in a
 * transition, with the page, which React renders in slices.
 */
export function usePageLoading(): boolean {
  const [loading, setLoading] = useState(isPageLoading);
  useEffect(() => {
    const update = () => {
      if (isPageLoading()) setLoading(true);
      else startTransition(() => setLoading(false));
    };
    update();
    return subscribePageLoading(update);
  }, []);
  return loading;
}

/** A page component whose module (and everything only it imports) is its own chunk, loaded at its first render. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => {
    pending++;
    notify();
    try {
      return { default: pick(await load()) };
    } finally {
      pending--;
      notify();
    }
  });
}
