import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useInstallBanner } from './use-install-banner';
import { useConnectivity } from './use-offline';
import { useUpdateState } from './use-updates';

// The banners' cards and texts load when one has something to say (offline, a new version, the install offer):
// most first views show none, and they were about 1.5 KB gzip of every one. The rules that decide stay here.
const OfflineNotice = lazy(() => import('./offline-notice').then((m) => ({ default: m.OfflineNotice })));
const UpdateBanner = lazy(() => import('./update-banner').then((m) => ({ default: m.UpdateBanner })));
const InstallBanner = lazy(() => import('./install-banner').then((m) => ({ default: m.InstallBanner })));

/** True from the first time `shown` is, so a banner keeps its state (and its closing) once it has appeared. */
function useOnceShown(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/**
 * The global banners of the shell and a page's own (shell/page-banner.tsx: the dashboard's push invitation), stacked at the bottom edge above the phone's home indicator. While none shows,
 * the stack is not displayed at all: a banner that appears then brings its own new box, where a box that was there
 * and grew upwards counted as a layout shift (Lighthouse, /schedule: 0.042).
 */
export function PwaBanners({ pageBanner = null }: { pageBanner?: ReactNode }) {
  const update = useUpdateState();
  const offline = useOnceShown(useConnectivity() !== 'online');
  const updating = useOnceShown(update.available && !update.dismissed);
  const installing = useOnceShown(useInstallBanner().decision.visible);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] has-[>div:empty]:hidden">
      <div className="flex w-full max-w-xl flex-col gap-2">
        {/* One Suspense each: a banner whose code is on its way never hides one already shown. */}
        <Suspense fallback={null}>{offline && <OfflineNotice />}</Suspense>
        <Suspense fallback={null}>{updating && <UpdateBanner />}</Suspense>
        <Suspense fallback={null}>{installing && <InstallBanner />}</Suspense>
        {pageBanner}
      </div>
    </div>
  );
}
