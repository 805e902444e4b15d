import type { OfferKind } from '@domain/attendance/attendance-api';
import { adminOfferTrainersMessages as m } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import type { OfferTrainer } from '@domain/trainers/trainer-account';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { type FormEvent, useState } from 'react';
import { AlertMessage, Checkbox, Spinner } from '../../ui';
import { DialogForm, FormDialog, useSave } from '../form-dialog';
import { useAssignOfferTrainers, useOfferTrainers, useTrainers } from './trainers-queries';

// "Trainer zuweisen" on a training or a camp (issue 29, decision 050): the active trainers to tick, and which of the
// ticked ones leads (at most one). Saved with PUT .../trainers; a trainer taken off loses the offer in the trainer
// area at the next request.

export interface TrainersTarget {
  kind: OfferKind;
  offerId: string;
  /** The offer as the title names it ("Techniktraining, Sa 09.05.2026"). */
  name: string;
}

export function OfferTrainersDialog({
  target,
  onClose,
  onSaved,
}: {
  target: TrainersTarget | null;
  onClose: () => void;
  onSaved: (target: TrainersTarget) => void;
}) {
  return (
    <FormDialog editing={target} onClose={onClose} title={target ? m.title(target.name) : ''}>
      {(open) => (
        <TrainersForm
          key={`${open.kind}:${open.offerId}`}
          target={open}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

function TrainersForm({
  target,
  onClose,
  onSaved,
}: {
  target: TrainersTarget;
  onClose: () => void;
  onSaved: (target: TrainersTarget) => void;
}) {
  const trainers = useTrainers();
  const assigned = useOfferTrainers(target.kind, target.offerId);
  if (trainers.isError || assigned.isError) return <AlertMessage tone="error">{m.loadFailed}</AlertMessage>;
  if (!trainers.data || !assigned.data)
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner />
      </div>
    );
  return (
    <Choices
      target={target}
      trainers={trainers.data}
      assigned={assigned.data}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function Choices({
  target,
  trainers,
  assigned,
  onClose,
  onSaved,
}: {
  target: TrainersTarget;
  trainers: AdminTrainer[];
  assigned: OfferTrainer[];
  onClose: () => void;
  onSaved: (target: TrainersTarget) => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(assigned.map((t) => t.trainerId)));
  const [lead, setLead] = useState<string | null>(() => assigned.find((t) => t.lead)?.trainerId ?? null);
  const save = useAssignOfferTrainers(target.kind, target.offerId);
  const saving = useSave();
  // An inactive trainer still assigned stays listed, so taking them off is possible.
  const shown = trainers.filter((t) => t.active || chosen.has(t.id));

  const toggle = (id: string, on: boolean) => {
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (!on && lead === id) setLead(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving
      .attempt(() =>
        save.mutateAsync({
          trainers: shown
            .filter((t) => chosen.has(t.id))
            .map((t) => ({ trainerId: t.id, lead: t.id === lead })),
        }),
      )
      .then((ok) => ok && onSaved(target));
  };

  const leadChoices = shown.filter((t) => chosen.has(t.id));
  return (
    <DialogForm
      error={saving.error}
      pending={save.isPending}
      submitLabel={m.save}
      onCancel={onClose}
      onSubmit={submit}
    >
      <p className="text-sm text-stone-600">{m.hint}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{m.trainers}</legend>
        {shown.length === 0 && <p className="text-sm text-stone-600">{m.noTrainers}</p>}
        {shown.map((t) => (
          <Checkbox
            key={t.id}
            label={t.active ? personName(t) : `${personName(t)} (${m.inactive})`}
            checked={chosen.has(t.id)}
            onChange={(e) => toggle(t.id, e.target.checked)}
          />
        ))}
      </fieldset>
      {leadChoices.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{m.lead}</legend>
          {[
            ...leadChoices.map((t) => ({ id: t.id, label: m.leadOf(personName(t)) })),
            { id: null, label: m.noLead },
          ].map((choice) => (
            <label
              key={choice.id ?? 'none'}
              className="flex cursor-pointer items-center gap-3 text-base text-stone-800"
            >
              <input
                type="radio"
                name="lead"
                className="size-5 shrink-0 accent-brand-700"
                checked={lead === choice.id}
                onChange={() => setLead(choice.id)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
    </DialogForm>
  );
}
