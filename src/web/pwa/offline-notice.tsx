import { pwaMessages } from '@domain/messages/pwa';
import { WifiOff } from 'lucide-react';
import { BannerCard } from '../ui/banner-card';
import { useConnectivity } from './use-offline';

const m = pwaMessages.offline;

/** The app shell opens offline from the service worker's cache; this says why data is missing. */
export function OfflineNotice() {
  const connectivity = useConnectivity();
  if (connectivity === 'online') return null;
  return (
    <BannerCard
      labelledBy="pwa-offline-title"
      tone="warning"
      icon={<WifiOff className="size-5" />}
      title={connectivity === 'offline' ? m.title : m.unreachableTitle}
    >
      {m.text}
    </BannerCard>
  );
}
