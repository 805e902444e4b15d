import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page component: the module (and everything only it imports) becomes its own chunk,
 * loaded when the route is first visited.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
