import { shellMessages } from '@domain/messages/shell';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useReturnFocus } from '../../ui';
import { overlayClasses } from '../../ui/dialog';
import type { SideMenuProps } from './menu-props';
import { NavList } from './nav-list';

// The side menu as a drawer below 1024 px: a Radix dialog (focus trap, scroll lock, Escape), loaded with the first
// opening so that the dialog machinery is not part of every page's first download.

export function MenuDrawer({ items, label, open, onOpenChange, email, area }: SideMenuProps) {
  const { pathname } = useLocation();
  const closedByNavigation = useRef(false);
  const returnFocus = useReturnFocus(open);
  const closeAfterChoice = () => {
    closedByNavigation.current = true;
    onOpenChange(false);
  };

  // On small screens the drawer closes on every route change (also back/forward), as the spec asks. It mounts open
  // (at its first opening): that is no route change.
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only, by design
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!open) return;
    closedByNavigation.current = true;
    onOpenChange(false);
  }, [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${overlayClasses} lg:hidden`} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // After a link was chosen the shell moves focus to the new page's heading, not back to the toggle.
            if (closedByNavigation.current) event.preventDefault();
            else returnFocus(event);
            closedByNavigation.current = false;
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-xl lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold text-stone-900">
                {shellMessages.topBar.menuTitle}
              </Dialog.Title>
              {email && (
                // The address on its own line, whole or cut with an ellipsis (full in the title), never broken.
                <p className="text-sm text-stone-600">
                  {shellMessages.topBar.signedInAs}{' '}
                  <span className="block truncate font-medium text-stone-800" title={email}>
                    {email}
                  </span>
                </p>
              )}
            </div>
            <Dialog.Close
              aria-label={shellMessages.topBar.closeMenu}
              className="rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-3">
            <NavList items={items} label={label} onNavigate={closeAfterChoice} />
            {area && (
              <div className="mt-3 border-t border-stone-200 pt-3">
                <Link
                  to={area.to}
                  onClick={closeAfterChoice}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                >
                  <area.icon aria-hidden="true" className="size-5 shrink-0" />
                  {area.label}
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
