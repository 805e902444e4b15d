import { InstallBanner } from './install-banner';
import { OfflineNotice } from './offline-notice';
import { UpdateBanner } from './update-banner';

/**
 * The global banners of the shell, stacked at the bottom edge above the phone's home indicator. While none shows,
 * the stack is not displayed at all: a banner that appears then brings its own new box, where a box that was there
 * and grew upwards counted as a layout shift (Lighthouse, /schedule: 0.042).
 */
export function PwaBanners() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] has-[>div:empty]:hidden">
      <div className="flex w-full max-w-xl flex-col gap-2">
        <OfflineNotice />
        <UpdateBanner />
        <InstallBanner />
      </div>
    </div>
  );
}
