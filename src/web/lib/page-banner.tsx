import { createContext, type ReactNode, useContext, useEffect } from 'react';

// A page's own card in the shell's bottom banner stack (pwa/pwa-banners.tsx): the dashboard's push invitation.
// It appears there without moving anything on the page (a card above the news moved the whole overview down the
// phone's screen once this device's push state was known), and its code stays with the page's own.

type SetPageBanner = (banner: ReactNode) => void;

export const PageBannerContext = createContext<SetPageBanner>(() => {});

/**
 * Shows `banner` in the bottom stack while the calling page is mounted. Set after hydration (an effect), so a page
 * drawn on the server hydrates without it. `banner` should be a stable element (a module constant).
 */
export function usePageBanner(banner: ReactNode): void {
  const setBanner = useContext(PageBannerContext);
  useEffect(() => {
    setBanner(banner);
    return () => setBanner(null);
  }, [setBanner, banner]);
}
