import { lazy, Suspense, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import type { SideMenuProps } from './menu-props';
import { NavList } from './nav-list';

const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/** Tailwind's `lg`, from where the menu stays beside the page (below it, the drawer). */
const MENU_BESIDE_PAGE = '(min-width: 64rem)';

export function SideMenu(props: SideMenuProps) {
  // The drawer is loaded when it is first opened and then stays, so it can animate closed and open again at once.
  const [drawerWanted, setDrawerWanted] = useState(props.open);
  if (props.open && !drawerWanted) setDrawerWanted(true);
  // The menu beside the page is drawn only where it shows: on a phone its links and icons were a good part of the
  // signed-in frame's first drawing, for an element the phone never displays.
  const beside = useMediaQuery(MENU_BESIDE_PAGE, true);

  return (
    <>
      {/* Stuck right below the top bar (4rem and its 1px border line), the full height of the rest of the screen. */}
      <aside className="sticky top-[calc(4rem+1px)] hidden h-[calc(100dvh-4rem-1px)] w-64 shrink-0 overflow-y-auto border-r border-stone-200 bg-white p-3 lg:block">
        {beside && <NavList items={props.items} label={props.label} />}
      </aside>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer {...props} />
        </Suspense>
      )}
    </>
  );
}
