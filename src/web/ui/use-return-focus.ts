import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to the element that opened a dialog when it closes (WCAG 2.4.3). Radix returns focus only to its
 * own Dialog.Trigger; our dialogs open from state, without one, so Radix would leave focus on the page body. The
 * element that had focus when `open` turned true is remembered (a layout effect, before Radix moves focus into the
 * dialog) and focused again from the content's `onCloseAutoFocus`.
 *   const returnFocus = useReturnFocus(open);
 *   <RadixDialog.Content onCloseAutoFocus={returnFocus}>
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    // An opener that left the page (a row deleted by the dialog's action) cannot take focus back.
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  }, []);
}
