import { familyPriceMessages as m } from '@domain/messages/family-prices';
import { isSiblingPercent } from '@domain/pricing/family-prices';
import { SIBLING_DISCOUNT_KINDS } from '@domain/pricing/family-prices-api';
import { formatDate } from '@domain/time';
import { isDateOnly } from '@domain/time/calendar-date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call, errorText } from '../../lib/api';
import { AlertMessage, Badge, Button, Card, Input, Select } from '../../ui';

// "Geschwisterrabatt" on the admin's camps page (decision 053): the rules of camps and trainings by valid-from day,
// latest first, the one bookings of each kind are priced with today marked, and a form that adds a rule for a kind
// (or replaces the one of the same kind and day).

type Kind = (typeof SIBLING_DISCOUNT_KINDS)[number];
const kindOptions = SIBLING_DISCOUNT_KINDS.map((kind) => ({ value: kind, label: m.adminKind[kind] }));

const rulesKey = ['admin', 'sibling-discounts'] as const;

interface Draft {
  kind: Kind;
  validFrom: string;
  second: string;
  third: string;
}

const fields = [
  { key: 'validFrom', label: m.adminValidFrom, type: 'date' },
  { key: 'second', label: m.adminSecond, type: 'percent' },
  { key: 'third', label: m.adminThird, type: 'percent' },
] as const;

type Problems = Partial<Record<Exclude<keyof Draft, 'kind'>, string>>;

function problemsOf(draft: Draft): Problems {
  const percent = (text: string) =>
    text.trim() !== '' && isSiblingPercent(Number(text)) ? undefined : m.invalidPercent;
  const problems = {
    validFrom: isDateOnly(draft.validFrom) ? undefined : m.invalidDate,
    second: percent(draft.second),
    third: percent(draft.third),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as Problems;
}

export function SiblingDiscountCard() {
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => call('GET /admin/sibling-discounts', { signal }),
  });
  const save = useMutation({
    mutationFn: (body: {
      offerKind: Kind;
      validFrom: string;
      secondChildPercent: number;
      thirdChildPercent: number;
    }) => call('PUT /admin/sibling-discounts', { body }),
    onSuccess: (answer) => queryClient.setQueryData(rulesKey, answer),
  });
  const [draft, setDraft] = useState<Draft>({ kind: 'camp', validFrom: '', second: '10', third: '20' });
  const [shown, setShown] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  const set = (key: Exclude<keyof Draft, 'kind'>) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(draft);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    await save.mutateAsync({
      offerKind: draft.kind,
      validFrom: draft.validFrom,
      secondChildPercent: Number(draft.second),
      thirdChildPercent: Number(draft.third),
    });
    setSaved(true);
  };

  const list = rules.data?.rules ?? [];
  return (
    <Card title={m.adminTitle} className="mt-6" aria-label={m.adminTitle}>
      <p className="mb-3 text-sm text-stone-700">{m.adminIntro}</p>
      {rules.isSuccess && list.length === 0 && <p className="mb-3 text-sm text-stone-700">{m.adminEmpty}</p>}
      {list.length > 0 && (
        <ul aria-label={m.adminTitle} className="mb-4 flex flex-col gap-1 text-sm text-stone-800">
          {list.map((rule) => (
            <li key={rule.id} className="flex items-center gap-2">
              <span>
                {m.adminKind[rule.offerKind]}, {m.adminValidFrom.toLowerCase()} {formatDate(rule.validFrom)}:{' '}
                {m.adminRule(rule.secondChildPercent, rule.thirdChildPercent)}
              </span>
              {rule.current && <Badge tone="green">{m.adminCurrent}</Badge>}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-5 sm:items-end">
        <Select
          label={m.adminKindLabel}
          options={kindOptions}
          placeholder={false}
          value={draft.kind}
          onChange={(e) => {
            const kind = e.currentTarget.value as Kind;
            setDraft((d) => ({ ...d, kind }));
            setSaved(false);
          }}
        />
        {fields.map(({ key, label, type }) => (
          <Input
            key={key}
            label={label}
            {...(type === 'date' ? { type } : { inputMode: 'numeric' as const })}
            required
            value={draft[key]}
            onChange={set(key)}
            error={shown[key]}
          />
        ))}
        <Button type="submit" loading={save.isPending}>
          {m.adminSave}
        </Button>
      </form>
      {draft.kind === 'training' && (
        <p className="mt-2 text-sm text-stone-600">{m.adminTrainingCreditHint}</p>
      )}
      {save.isError && <AlertMessage tone="error">{errorText(save.error)}</AlertMessage>}
      {saved && <AlertMessage tone="success">{m.adminSaved}</AlertMessage>}
    </Card>
  );
}
