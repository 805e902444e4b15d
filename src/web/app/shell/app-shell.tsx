import { shellMessages } from '@domain/messages/shell';
import { isProfileComplete } from '@domain/profile-completeness';
import { memo, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InvitationTurns } from '../../lib/invitation-turn';
import { PageBannerContext } from '../../lib/page-banner';
import { isAdminPath } from '../../lib/paths';
import { useMe } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { PwaBanners } from '../../pwa/pwa-banners';
import { PAGE_TITLE_ID, PageSpinner } from '../../ui';
import { usePageLoading } from '../lazy-page';
import { adminMenu, parentMenu } from '../menus';
import { RouteErrorBoundary } from '../route-error';
import { areaSwitchFor } from './area-switch';
import { contentColumn } from './content-column';
import { Footer } from './footer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useScrollRestoration } from './use-scroll-restoration';

const MAIN_ID = 'main';

/**
 * Moves focus to the new page's heading after client-side navigation, as a full page load would reset it. A page
 * whose code is still loading draws its heading later: focus waits for it (at most 5 s), then settles on the content.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only, by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = document.getElementById(PAGE_TITLE_ID);
      heading?.focus({ preventScroll: true });
      return heading !== null;
    };
    const observer = new MutationObserver(() => focusHeading() && stop());
    const giveUp = setTimeout(() => {
      stop();
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }, 5000);
    const stop = () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
    const frame = requestAnimationFrame(() => {
      if (focusHeading()) stop();
      else observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [pathname]);
}

/** The thin bar across the top while a page's code is on its way: its own component, so only it draws again. */
function PageLoadingBar() {
  const pageLoading = usePageLoading();
  if (!pageLoading) return null;
  return <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />;
}

// The parts of the frame that take nothing from it draw only when their own state changes, not with the frame's
// (the session's answer, the menu): on a slow phone each drawing of the whole frame was a long task.
const Banners = memo(PwaBanners);
const PageFooter = memo(Footer);

/** The frame of every page: top bar, side menu (signed in), content and footer. */
export function AppShell() {
  const { me, isLoading } = useMe();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pageBanner, setPageBanner] = useState<ReactNode>(null);
  const hydrated = useHydrated();
  useFocusOnNavigation();
  useScrollRestoration();

  // The menu is for users who can use it: a profile still in onboarding would only bounce back there.
  const withMenu = me !== null && isProfileComplete(me);
  const inAdmin = withMenu && me.role === 'admin' && isAdminPath(pathname);
  const menu = inAdmin ? adminMenu : parentMenu;
  const menuLabel = inAdmin ? shellMessages.adminNav.label : shellMessages.nav.label;
  // Errors of a page render inside the shell, so the menu stays usable. A page whose code is on its way shows the
  // spinner in its place: a boundary of its own for every address, since the router navigates in a transition, in
  // which React would keep the old page on screen (still answering presses) until the new one's code is there
  // (decision 042). The same element while the address stays: the page draws again for its own state and the
  // router's, not for the frame's.
  const page = useMemo(
    () => (
      <PageBannerContext value={setPageBanner}>
        <Suspense key={pathname} fallback={<PageSpinner />}>
          <RouteErrorBoundary key={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </PageBannerContext>
    ),
    [pathname],
  );

  // A server-drawn page is inert until hydrated (decision 045): a press on its buttons, links and boxes before the
  // script has run would be lost, or undone by the state React hydrates with; the page shows, and answers a moment
  // later. A page the browser draws itself is never inert.
  return (
    <InvitationTurns>
      <div className="flex min-h-dvh flex-col" inert={!hydrated}>
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {shellMessages.skipToContent}
        </a>
        <TopBar
          me={me}
          sessionLoading={isLoading}
          menuOpen={menuOpen}
          onOpenMenu={withMenu ? () => setMenuOpen(true) : undefined}
        />
        <PageLoadingBar />
        <div className="flex flex-1">
          {withMenu && (
            <SideMenu
              items={menu}
              label={menuLabel}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              email={me.email}
              area={areaSwitchFor(me, pathname)}
            />
          )}
          {/* The footer belongs to the content column: it lines up with the content, and the side menu beside it can
            stay stuck below the top bar down to the end of the page. */}
          <div className="flex min-w-0 flex-1 flex-col">
            {/* At least the screen's height below the top bar: the footer starts below the first screen, so a page
              that grows or shrinks while it loads never moves it in view (Lighthouse's layout shift on /login). */}
            <main
              id={MAIN_ID}
              tabIndex={-1}
              className="min-h-[calc(100dvh-4rem)] flex-1 focus-visible:outline-none"
            >
              <div className={`${contentColumn(inAdmin)} py-6 sm:py-8`}>{page}</div>
            </main>
            <PageFooter wide={inAdmin} />
          </div>
        </div>
        <Banners pageBanner={pageBanner} />
      </div>
    </InvitationTurns>
  );
}
