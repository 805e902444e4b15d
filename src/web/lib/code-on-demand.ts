import { useSyncExternalStore } from 'react';

/** A module that loads when it is first wanted, once; React components read it with useLoaded. */
export interface CodeOnDemand<M> {
  /** Starts loading the module (again after a failed load: offline, or a new release meanwhile). */
  want: () => void;
  /** The module once loaded, else null. */
  loaded: () => M | null;
  /** Calls `listener` when the module has loaded; returns how to stop. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Code a page shows only in some cases or later (a card most parents never see, the cards below the first screen)
 * stays out of the page's first download. Components ask for it with `want` and draw from useLoaded, which is null
 * until it is there: the place waits in the page's own way (a skeleton) instead of a suspended render.
 */
export function codeOnDemand<M>(load: () => Promise<M>): CodeOnDemand<M> {
  let loaded: M | null = null;
  let requested = false;
  const listeners = new Set<() => void>();
  return {
    want() {
      if (requested) return;
      requested = true;
      load().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
        },
        () => {
          requested = false;
        },
      );
    },
    loaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The module once loaded, else null; null while the server draws the page and while the browser hydrates it. */
export function useLoaded<M>(code: CodeOnDemand<M>): M | null {
  return useSyncExternalStore(code.subscribe, code.loaded, () => null);
}
