import { reminderSettingsMessages as m } from '@domain/messages/reminders';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Card, Checkbox, Spinner } from '../../ui';
import { useReminderSettings, useSaveReminderSettings } from './reminder-settings-queries';

type Result = { tone: 'success' | 'error'; text: string };

/**
 * /profile "Erinnerungen" (issue 16): reminder mails on or off. Push reminders have no switch here: they go to the
 * devices subscribed in "Push-Benachrichtigungen".
 */
export function ReminderSettingsSection() {
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [result, setResult] = useState<Result | null>(null);

  const toggle = async (mailReminders: boolean) => {
    setResult(null);
    try {
      const saved = await save.mutateAsync({ mailReminders });
      setResult({ tone: 'success', text: saved.mailReminders ? m.savedOn : m.savedOff });
    } catch (error) {
      setResult({ tone: 'error', text: m.saveFailed(errorText(error)) });
    }
  };

  return (
    <Card title={m.title}>
      <div className="space-y-3">
        <p className="text-stone-800">{m.intro}</p>
        {settings.data ? (
          <Checkbox
            label={m.mailLabel}
            checked={settings.data.mailReminders}
            disabled={save.isPending}
            onChange={(event) => void toggle(event.target.checked)}
          />
        ) : settings.isError ? (
          <AlertMessage tone="error">{m.saveFailed(errorText(settings.error))}</AlertMessage>
        ) : (
          <Spinner size="sm" />
        )}
        {result && <AlertMessage tone={result.tone}>{result.text}</AlertMessage>}
      </div>
    </Card>
  );
}
