import { pwaMessages } from '@domain/messages/pwa';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui';
import { BannerCard } from '../ui/banner-card';
import type { UpdateController } from './update-controller';
import { updates, useUpdateState } from './use-updates';

const m = pwaMessages.update;

/** "Update verfügbar" with "Jetzt aktualisieren" and dismiss (parent portal, section 2). */
export function UpdateBanner({ controller = updates }: { controller?: UpdateController }) {
  const state = useUpdateState(controller);
  const [applying, setApplying] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!state.available || state.dismissed) return null;

  const apply = async () => {
    setApplying(true);
    setFailed(false);
    try {
      await controller.apply();
    } catch {
      setFailed(true);
      setApplying(false);
    }
  };

  return (
    <BannerCard
      labelledBy="pwa-update-title"
      icon={<RefreshCw className="size-5 text-brand-300" />}
      title={m.available}
      onClose={() => controller.dismiss()}
      closeLabel={m.dismiss}
      actions={
        <Button size="sm" onClick={apply} loading={applying} className="bg-brand-500 hover:bg-brand-400">
          {m.reload}
        </Button>
      }
    >
      {failed ? pwaMessages.appUpdates.reloadFailed : m.text}
    </BannerCard>
  );
}
