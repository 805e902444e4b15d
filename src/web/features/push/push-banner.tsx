import { pushBannerMessages as m } from '@domain/messages/push-banner';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useInvitationTurn } from '../../lib/invitation-turn';
import { readStoredTime, writeStored } from '../../pwa/browser-storage';
import { Button } from '../../ui';
import { BannerCard } from '../../ui/banner-card';
import { isPushBannerVisible, PUSH_BANNER_DISMISSED_KEY } from './push-banner-visibility';
import type { PushDevice } from './push-device';
import { PushResultMessage, type ResultMessage } from './push-result-message';
import { usePush } from './use-push';

/**
 * The dashboard's invitation to enable push on this device (parent portal, section 2), a card of the bottom banner
 * stack (pwa/pwa-banners.tsx): whether it shows depends on this device, which the server drawing the dashboard
 * cannot know, and a card that appeared above the news after the first paint pushed the whole overview down.
 */
export function PushBanner({ now = Date.now, device }: { now?: () => number; device?: PushDevice }) {
  const push = usePush(device);
  const [dismissedAt, setDismissedAt] = useState(() => readStoredTime(PUSH_BANNER_DISMISSED_KEY));
  const [result, setResult] = useState<ResultMessage | null>(null);
  const wanted = isPushBannerVisible({ state: push.state, dismissedAt, now: now() });
  // Not beside the install offer: one invitation at a time in the bottom stack (lib/invitation-turn.tsx).
  const visible = useInvitationTurn('push', wanted) && wanted;

  const dismiss = () => {
    const at = now();
    writeStored(PUSH_BANNER_DISMISSED_KEY, String(at));
    setDismissedAt(at);
  };
  const enable = async () => {
    // The texts load beside the push client, on this first press.
    const [outcome, texts] = await Promise.all([push.enable.mutateAsync(), import('./push-result-texts')]);
    setResult(texts.enableResultMessage[outcome]);
  };

  return (
    <>
      {visible && (
        <BannerCard
          labelledBy="push-banner-title"
          icon={<BellRing className="size-5 text-brand-300" />}
          title={m.title}
          onClose={dismiss}
          closeLabel={m.dismiss}
          actions={
            <Button
              size="sm"
              onClick={enable}
              loading={push.enable.isPending}
              className="bg-brand-500 hover:bg-brand-400"
            >
              {m.enable}
            </Button>
          }
        >
          {m.text}
        </BannerCard>
      )}
      {result && (
        <div className="pointer-events-auto">
          <PushResultMessage result={result} onDismiss={() => setResult(null)} />
        </div>
      )}
    </>
  );
}
