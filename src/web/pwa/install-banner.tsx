import { APP_ICON } from '@domain/branding';
import { pwaMessages } from '@domain/messages/pwa';
import { lazy, Suspense, useState } from 'react';
import { BannerCard } from '../ui/banner-card';
import { Button } from '../ui/button';
import { useInstallBanner } from './use-install-banner';

// The sheet is a dialog: loaded when a parent on iOS first asks for it, not with every page.
const IosInstallSheet = lazy(() =>
  import('./ios-install-sheet').then((m) => ({ default: m.IosInstallSheet })),
);

const m = pwaMessages.install;

/** "Anpfiff als App installieren" on phones: the native prompt on Android, the three-step sheet on iOS. */
export function InstallBanner({ now }: { now?: () => number }) {
  const banner = useInstallBanner(now);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheetOpen && !sheetWanted) setSheetWanted(true);
  const { decision } = banner;
  const mode = decision.visible ? decision.mode : null;

  return (
    <>
      {mode && (
        <BannerCard
          labelledBy="pwa-install-title"
          icon={<img src={APP_ICON} alt="" className="size-10 rounded-xl" />}
          title={m.title}
          onClose={banner.close}
          closeLabel={m.close}
          actions={
            <>
              <Button
                size="sm"
                onClick={() => (mode === 'native' ? void banner.installNative() : setSheetOpen(true))}
                className="bg-brand-500 hover:bg-brand-400"
              >
                {m.install}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={banner.later}
                className="text-white hover:bg-white/10"
              >
                {m.later}
              </Button>
            </>
          }
        >
          {m.text}
        </BannerCard>
      )}
      {sheetWanted && (
        <Suspense fallback={null}>
          <IosInstallSheet open={sheetOpen} onOpenChange={setSheetOpen} />
        </Suspense>
      )}
    </>
  );
}
