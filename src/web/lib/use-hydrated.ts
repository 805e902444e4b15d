import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true from the render after (decision 045).
 * A server-drawn form stays disabled until then: text typed into it before its script ran would be replaced by the
 * form's state at hydration, and a press would submit it natively, with the address in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
