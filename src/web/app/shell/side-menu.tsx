import { lazy, Suspense, useState } from 'react';
import type { SideMenuProps } from './menu-props';
import { NavList } from './nav-list';

const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

export function SideMenu(props: SideMenuProps) {
  // The drawer is loaded when it is first opened and then stays, so it can animate closed and open again at once.
  const [drawerWanted, setDrawerWanted] = useState(props.open);
  if (props.open && !drawerWanted) setDrawerWanted(true);

  return (
    <>
      {/* Stuck right below the top bar (4rem and its 1px border line), the full height of the rest of the screen. */}
      <aside className="sticky top-[calc(4rem+1px)] hidden h-[calc(100dvh-4rem-1px)] w-64 shrink-0 overflow-y-auto border-r border-stone-200 bg-white p-3 lg:block">
        <NavList items={props.items} label={props.label} />
      </aside>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer {...props} />
        </Suspense>
      )}
    </>
  );
}
