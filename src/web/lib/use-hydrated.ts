import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true from the render after (decision 045).
 * The shell keeps a server-drawn page inert until then (app/shell/app-shell.tsx): text typed into a form before its
 * script ran would be replaced by the form's state at hydration, a press would submit it natively (the address in
 * the URL), and a box ticked would be unticked by React.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
