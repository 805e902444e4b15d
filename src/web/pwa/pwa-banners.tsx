import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useInvitationTurn } from '../lib/invitation-turn';
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
 * The global banners of the shell and a page's own (lib/page-banner.tsx: the dashboard's push invitation), stacked
 * at the bottom edge above the phone's home indicator. The stack is a box of no height there, its cards laid out
 * upwards from it (column-reverse): a card that appears is a new box above the others, and neither the stack nor a
 * card already shown moves (a stack that grew upwards counted as a layout shift: Lighthouse, /schedule 0.042 with
 * one banner, /dashboard 0.104 when the install offer joined the push invitation). The cards that come early (a
 * page's own, the install offer) are first, so a later one (an update, offline) goes on top.
 */
export function PwaBanners({ pageBanner = null }: { pageBanner?: ReactNode }) {
  const update = useUpdateState();
  const offline = useOnceShown(useConnectivity() !== 'online');
  const updating = useOnceShown(update.available && !update.dismissed);
  // The install offer shares its place with a page's invitation: one at a time (lib/invitation-turn.tsx).
  const installing = useOnceShown(useInvitationTurn('install', useInstallBanner().decision.visible));
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 flex h-0 flex-col-reverse items-center gap-2 px-3 *:w-full *:max-w-xl">
      {pageBanner}
      {/* One Suspense each: a banner whose code is on its way never hides one already shown. */}
      <Suspense fallback={null}>{installing && <InstallBanner />}</Suspense>
      <Suspense fallback={null}>{updating && <UpdateBanner />}</Suspense>
      <Suspense fallback={null}>{offline && <OfflineNotice />}</Suspense>
    </div>
  );
}
