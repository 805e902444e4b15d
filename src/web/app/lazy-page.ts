import { type ComponentType, lazy, useEffect, useState } from 'react';

// Pages load on their first visit. The router (declarative mode, decision 028) knows nothing of that: while a page's
// code is on its way the shell shows its spinner in the page's place and its loading bar (usePageLoading).

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
 * updates render at once: the update that ended a load re-rendered the shell together with the page that had just
 * arrived, in one task.
 */
export function usePageLoading(): boolean {
  const [loading, setLoading] = useState(isPageLoading);
  useEffect(() => {
    const update = () => setLoading(isPageLoading());
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
