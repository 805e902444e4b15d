import { pwaMessages } from '@domain/messages/pwa';
import { useState } from 'react';
import type { UpdateController } from '../../pwa/update-controller';
import { updates, useUpdateState } from '../../pwa/use-updates';
import { AlertMessage, Button, Card } from '../../ui';

const m = pwaMessages.appUpdates;

type Note = { tone: 'success' | 'error' | 'info'; text: string } | null;

/**
 * /profile "App-Updates": the running version, "check now" (the version check beside /meta.json answers the served
 * version, shown once known), and the reload into a new version.
 */
export function AppUpdatesSection({ controller = updates }: { controller?: UpdateController }) {
  const state = useUpdateState(controller);
  const [note, setNote] = useState<Note>(null);
  const [reloading, setReloading] = useState(false);

  const check = async () => {
    setNote(null);
    try {
      const result = await controller.checkNow();
      setNote(
        result === 'available' ? { tone: 'info', text: m.available } : { tone: 'success', text: m.upToDate },
      );
    } catch {
      setNote({ tone: 'error', text: m.checkFailed });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await controller.apply();
    } catch {
      setReloading(false);
      setNote({ tone: 'error', text: m.reloadFailed });
    }
  };

  return (
    <Card title={m.title}>
      <dl className="text-sm">
        <dt className="text-stone-600">{m.version}</dt>
        <dd className="mt-0.5 font-mono text-stone-900" data-testid="app-version">
          {state.runningVersion}
        </dd>
        {state.servedVersion && (
          <>
            <dt className="mt-2 text-stone-600">{m.latestVersion}</dt>
            <dd className="mt-0.5 font-mono text-stone-900" data-testid="latest-version">
              {state.servedVersion}
            </dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={check} loading={state.checking}>
          {state.checking ? m.checking : m.check}
        </Button>
        {state.available && (
          <Button onClick={reload} loading={reloading}>
            {m.reload}
          </Button>
        )}
      </div>
      {note && (
        <AlertMessage tone={note.tone} onDismiss={() => setNote(null)} className="mt-3">
          {note.text}
        </AlertMessage>
      )}
    </Card>
  );
}
