import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import { paymentMethodLabels } from '@domain/messages/payments';
import { shellMessages } from '@domain/messages/shell';
import { PACK_GRANT_METHODS, type PackGrantMethod } from '@domain/payments/credit-packs-admin-api';
import { personName } from '@domain/people/person-name';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { AlertMessage, Button, Dialog, Input, Select } from '../../ui';
import { type GrantForm, grantFormDefaults, grantFromForm } from './pack-display';
import { useGrantPack, useParentPicker } from './subscriptions-queries';

/**
 * A pack paid in person (cash or TWINT to the provider): the admin finds the parent, picks how they paid and
 * confirms the price; 11 credits for CHF 250.00 unless changed.
 */
export function GrantPackDialog({
  open,
  onClose,
  onGranted,
}: {
  open: boolean;
  onClose: () => void;
  onGranted: (parentName: string) => void;
}) {
  const [form, setForm] = useState<GrantForm>(grantFormDefaults);
  const [chosenName, setChosenName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const parents = useParentPicker(q);
  const grant = useGrantPack();

  const close = () => {
    setForm(grantFormDefaults());
    setChosenName('');
    setText('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    const parsed = grantFromForm(form);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      await grant.mutateAsync(parsed.grant);
    } catch (e) {
      setError(`${m.grantFailed}: ${errorText(e)}`);
      return;
    }
    const name = chosenName;
    close();
    onGranted(name);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={m.grantTitle}
      description={m.grantHint}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {shellMessages.ui.cancel}
          </Button>
          <Button onClick={submit} loading={grant.isPending}>
            {m.grantSubmit}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <AlertMessage tone="error">{error}</AlertMessage>}
        <Input
          label={m.grantParentSearch}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {q && parents.data && parents.data.items.length === 0 && (
          <p className="text-sm text-stone-600">{m.grantNoParents}</p>
        )}
        {q && parents.data && parents.data.items.length > 0 && (
          <ul aria-label={m.grantParentSearch} className="flex flex-col gap-1">
            {parents.data.items.map((parent) => {
              const name = personName(parent) || parent.email;
              const chosen = form.parentId === parent.id;
              return (
                <li key={parent.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    className={`w-full rounded-lg border px-3 py-2 text-left text-sm ${
                      chosen ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:bg-stone-50'
                    }`}
                    onClick={() => {
                      setForm((f) => ({ ...f, parentId: parent.id }));
                      setChosenName(name);
                    }}
                  >
                    <span className="font-medium text-stone-900">{name}</span>{' '}
                    <span className="break-all text-stone-600">{parent.email}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {chosenName && <p className="text-sm font-medium text-stone-900">{m.grantChosen(chosenName)}</p>}
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            label={m.grantMethod}
            placeholder={false}
            options={PACK_GRANT_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }))}
            value={form.method}
            onChange={(e) => setForm((f) => ({ ...f, method: e.target.value as PackGrantMethod }))}
          />
          <Input
            label={m.grantPrice}
            inputMode="decimal"
            value={form.price}
            onChange={(e) => setForm((f) => ({ ...f, price: e.target.value }))}
          />
          <Input
            label={m.grantCredits}
            inputMode="numeric"
            value={form.credits}
            onChange={(e) => setForm((f) => ({ ...f, credits: e.target.value }))}
          />
        </div>
      </div>
    </Dialog>
  );
}
