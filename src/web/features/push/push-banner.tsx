import { pushBannerMessages as m } from '@domain/messages/push-banner';
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { readStoredTime, writeStored } from '../../app/pwa/browser-storage';
import { Button } from '../../ui';
import { isPushBannerVisible, PUSH_BANNER_DISMISSED_KEY } from './push-banner-visibility';
import type { PushDevice } from './push-device';
import { PushResultMessage, type ResultMessage } from './push-result-message';
import { usePush } from './use-push';

/** The dashboard's invitation to enable push on this device (parent portal, section 2). */
export function PushBanner({ now = Date.now, device }: { now?: () => number; device?: PushDevice }) {
  const push = usePush(device);
  const [dismissedAt, setDismissedAt] = useState(() => readStoredTime(PUSH_BANNER_DISMISSED_KEY));
  const [result, setResult] = useState<ResultMessage | null>(null);
  const visible = isPushBannerVisible({ state: push.state, dismissedAt, now: now() });

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
        <section
          aria-labelledby="push-banner-title"
          className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950"
        >
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <h2 id="push-banner-title" className="font-semibold">
              {m.title}
            </h2>
            <p className="mt-0.5 text-sm text-brand-900">{m.text}</p>
            <Button size="sm" className="mt-3" onClick={enable} loading={push.enable.isPending}>
              {m.enable}
            </Button>
          </div>
          <button
            type="button"
            onClick={dismiss}
            aria-label={m.dismiss}
            className="-m-1 rounded-lg p-2 text-brand-800 hover:bg-brand-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </section>
      )}
      <PushResultMessage result={result} onDismiss={() => setResult(null)} />
    </>
  );
}
