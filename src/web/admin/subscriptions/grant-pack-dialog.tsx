import { CHILD_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { adminPacksMessages as m } from '@domain/messages/admin-packs';
import { paymentMethodLabels } from '@domain/messages/payments';
import { shellMessages } from '@domain/messages/shell';
import { formatChf } from '@domain/money';
import {
  type AdminPackOrder,
  PACK_GRANT_METHODS,
  type PackGrantMethod,
} from '@domain/payments/credit-packs-admin-api';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { useDebounced } from '../../lib/debounced';
import { AlertMessage, Button, Dialog, Input, SearchInput, Select } from '../../ui';
import { type GrantForm, grantFormDefaults, grantFormForOrder, grantFromForm } from './pack-display';
import { useGrantPack, usePackOrders, useParentPicker } from './subscriptions-queries';

const orderLabel = (order: AdminPackOrder) =>
  m.orderLabel(formatDate(new Date(order.orderedAt)), order.quantity, formatChf(order.priceCents));

/**
 * A pack paid in person (cash or TWINT to the provider): the admin finds the parent, picks how they paid and
 * confirms the price; 11 credits for CHF 250.00 unless changed. The parent's open shop order of "Abo 10+1" can be
 * picked (or comes with `order`): the grant then fulfils it, with its packs' credits and price.
 */
export function GrantPackDialog({
  open,
  order = null,
  onClose,
  onGranted,
}: {
  open: boolean;
  order?: AdminPackOrder | null;
  onClose: () => void;
  onGranted: (parentName: string) => void;
}) {
  const initial = () => (order ? grantFormForOrder(grantFormDefaults(), order) : grantFormDefaults());
  const [form, setForm] = useState<GrantForm>(initial);
  const [chosenName, setChosenName] = useState(order?.parentName ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const q = useDebounced(text.trim(), CHILD_SEARCH_DEBOUNCE_MS);
  const parents = useParentPicker(q);
  const grant = useGrantPack();
  const orders = usePackOrders(form.parentId, open && form.parentId !== null);

  const chooseOrder = (orderId: string) => {
    const chosen = orders.data?.items.find((o) => o.orderId === orderId);
    setForm((f) => {
      if (chosen) return grantFormForOrder(f, chosen);
      const { price, credits } = grantFormDefaults();
      return { ...f, shopOrderId: null, price, credits };
    });
  };

  const close = () => {
    setForm(initial());
    setChosenName(order?.parentName ?? '');
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
        <SearchInput label={m.grantParentSearch} value={text} onSearch={setText} />
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
                      // Another parent's order does not go with this parent; its price and credits neither.
                      setForm((f) =>
                        f.shopOrderId
                          ? {
                              ...grantFormDefaults(),
                              grantKey: f.grantKey,
                              method: f.method,
                              parentId: parent.id,
                            }
                          : { ...f, parentId: parent.id },
                      );
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
        {orders.data && orders.data.items.length > 0 && (
          <Select
            label={m.grantOrder}
            placeholder={false}
            options={[
              { value: '', label: m.grantNoOrder },
              ...orders.data.items.map((o) => ({ value: o.orderId, label: orderLabel(o) })),
            ]}
            value={form.shopOrderId ?? ''}
            onChange={(e) => chooseOrder(e.target.value)}
          />
        )}
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
