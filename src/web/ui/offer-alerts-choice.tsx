import { offerAlertChoiceMessages as m } from '@domain/messages/offer-alerts';
import { ALERT_MODES, type AlertMode } from '@domain/offer-alerts/offer-alerts';
import { AlertMessage } from './alert-message';
import { Select } from './select';

interface OfferAlertsChoiceProps {
  mode: AlertMode | undefined;
  choose: (mode: AlertMode) => void;
  saving: boolean;
  saved: boolean;
  failed: boolean;
}

const options = ALERT_MODES.map((mode) => ({ value: mode, label: m.modes[mode] }));

/** "Benachrichtigungen" for one offer: a mail per change, the 18:00 digest or none; saved on choosing. */
export function OfferAlertsChoice({ mode, choose, saving, saved, failed }: OfferAlertsChoiceProps) {
  if (!mode) return null;
  return (
    <div className="flex flex-col gap-2">
      <Select
        label={m.label}
        hint={m.hint}
        value={mode}
        placeholder={false}
        options={options}
        disabled={saving}
        onChange={(event) => choose(event.target.value as AlertMode)}
      />
      {saved && (
        <p className="text-sm text-stone-700" role="status">
          {m.saved}
        </p>
      )}
      {failed && <AlertMessage tone="error">{m.saveFailed}</AlertMessage>}
    </div>
  );
}
