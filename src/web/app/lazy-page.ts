import { type ComponentType, lazy, useSyncExternalStore } from 'react';

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

function subscribePageLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPageLoading = (): boolean => pending > 0;

/** True while a page's code is on its way, for the shell's loading bar. */
export function usePageLoading(): boolean {
  // The server draws no loading bar: a hydrated page starts without it too (decision 045).
  return useSyncExternalStore(subscribePageLoading, isPageLoading, () => false);
}

/** One turn of the event loop: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page component whose module (and everything only it imports) is its own chunk, loaded at its first render. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => {
    pending++;
    notify();
    try {
      const module = await load();
      // The page draws in a task of its own. A first view's page code is preloaded with the shell's, so its import
      // resolved in the task that drew the shell, and shell and page made one long task on a phone (about 170 ms
      // on Lighthouse's slow phone, most of /schedule's total blocking time).
      await nextTask();
      return { default: pick(module) };
    } finally {
      pending--;
      notify();
    }
  });
}
