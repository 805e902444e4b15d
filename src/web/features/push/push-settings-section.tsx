import { pushMessages } from '@domain/messages/push';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, Spinner } from '../../ui';
import type { PushDevice } from './push-device';
import { PushInstallHints } from './push-install-hints';
import { PushResultMessage, type ResultMessage } from './push-result-message';
import { disableResultMessage, enableResultMessage } from './push-result-texts';
import type { PushState } from './push-state';
import { usePush } from './use-push';

const m = pushMessages.section;

const stateText: Record<PushState, string> = {
  unsupported: m.states.unsupported,
  denied: m.states.denied,
  subscribed: m.states.subscribed,
  'not-subscribed': m.states.notSubscribed,
};

/** /profile "Push-Benachrichtigungen": the four states, enable and disable, and help where push cannot work. */
export function PushSettingsSection({ device }: { device?: PushDevice }) {
  const push = usePush(device);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const { state } = push;

  const enable = async () => setResult(enableResultMessage[await push.enable.mutateAsync()]);
  const disable = async () => setResult(disableResultMessage[await push.disable.mutateAsync()]);

  return (
    <Card title={m.title}>
      {state === null ? (
        <Spinner size="sm" />
      ) : (
        <div className="space-y-3">
          <p className="flex items-start gap-2 text-stone-800">
            {state === 'subscribed' ? (
              <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            ) : (
              <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
            )}
            <span>{stateText[state]}</span>
          </p>
          {push.devices.length > 0 && (
            <p className="text-sm text-stone-600">{m.devices(push.devices.length)}</p>
          )}
          {state === 'denied' && <p className="text-sm text-stone-600">{m.deniedHelp}</p>}
          {state === 'unsupported' && <PushInstallHints />}
          {state === 'not-subscribed' && (
            <Button onClick={enable} loading={push.enable.isPending}>
              {m.enable}
            </Button>
          )}
          {state === 'subscribed' && (
            <Button variant="secondary" onClick={disable} loading={push.disable.isPending}>
              {m.disable}
            </Button>
          )}
        </div>
      )}
      <div className="mt-3">
        <PushResultMessage result={result} onDismiss={() => setResult(null)} />
      </div>
    </Card>
  );
}
