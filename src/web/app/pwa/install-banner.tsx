import { pwaMessages } from '@domain/messages/pwa';
import { useState } from 'react';
import { Button } from '../../ui';
import { BannerCard } from './banner-card';
import { IosInstallSheet } from './ios-install-sheet';
import { useInstallBanner } from './use-install-banner';

const m = pwaMessages.install;

/** "Anpfiff als App installieren" on phones: the native prompt on Android, the three-step sheet on iOS. */
export function InstallBanner({ now }: { now?: () => number }) {
  const banner = useInstallBanner(now);
  const [sheetOpen, setSheetOpen] = useState(false);
  const { decision } = banner;
  const mode = decision.visible ? decision.mode : null;

  return (
    <>
      {mode && (
        <BannerCard
          labelledBy="pwa-install-title"
          icon={<img src="/icons/icon-192.png" alt="" className="size-10 rounded-xl" />}
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
      <IosInstallSheet open={sheetOpen} onOpenChange={setSheetOpen} />
    </>
  );
}
