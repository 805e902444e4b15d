import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true from the render after (decision 045).
 * The shell keeps a server-drawn page inert until then (app/shell/app-shell.tsx): a press would submit a form
 * natively (the address in the URL), and a box ticked would be unticked by React. A form's fields are disabled as
 * well (features/auth/email-step.tsx): inert stops keystrokes, not a value set without one (a browser's autofill, a
 * test's fill), which hydration would replace with the form's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
