import { maskAhv } from '@domain/ahv';
import { adminMessages } from '@domain/messages/admin';
import { adminTrainersMessages as m } from '@domain/messages/admin-trainers';
import { adminFormMessages } from '@domain/messages/forms';
import {
  type TrainerUpdateValues,
  trainerFormSchema,
  trainerUpdateSchema,
} from '@domain/trainers/trainer-form';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalText } from '../../lib/api';
import { fieldPropsBeside, showsRequiredText } from '../../lib/field-props';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, Button, Checkbox, Dialog, Input } from '../../ui';
import { useSaveTrainer } from './trainers-queries';

// The trainer form (admin-back-office.md section 5). The schema is the one the server checks.

type FormFields = { firstName: string; lastName: string; dateOfBirth: string; ahv: string; active: boolean };

const REQUIRED = adminFormMessages.trainerRequired;

function defaultsFor(trainer: AdminTrainer | null): FormFields {
  return {
    firstName: trainer?.firstName ?? '',
    lastName: trainer?.lastName ?? '',
    dateOfBirth: trainer?.dateOfBirth ?? '',
    // A stored number shows masked; sent back unchanged, the server keeps it.
    ahv: maskAhv(trainer?.ahvLast4),
    active: trainer?.active ?? true,
  };
}

const fieldProps = fieldPropsBeside(REQUIRED);

export function TrainerFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  /** null while closed; `{ trainer: null }` adds one. */
  editing: { trainer: AdminTrainer | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const trainer = editing?.trainer ?? null;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={trainer ? m.editTitle : m.addTitle}
    >
      {editing && (
        <TrainerForm key={trainer?.id ?? 'new'} trainer={trainer} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function TrainerForm({
  trainer,
  onClose,
  onSaved,
}: {
  trainer: AdminTrainer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormFields, unknown, TrainerUpdateValues>({
    resolver: formResolver(trainer ? trainerUpdateSchema : trainerFormSchema),
    defaultValues: defaultsFor(trainer),
  });
  const save = useSaveTrainer();
  const [saveError, setSaveError] = useState<string | null>(null);
  const showsRequired = showsRequiredText(errors, REQUIRED);

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: trainer?.id ?? null, values });
      onSaved();
    } catch (err) {
      // The server's own reason when it gave one (admin-back-office.md section 8); a failure it could not explain
      // while an AHV number was to be stored is the spec's AHV text.
      setSaveError(
        refusalText(err, values.ahv ? adminMessages.trainerAhvSaveFailed : adminMessages.saveFailed),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {showsRequired && <AlertMessage tone="error">{REQUIRED}</AlertMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={m.firstName}
          required
          autoComplete="off"
          {...register('firstName')}
          {...fieldProps(errors, 'firstName')}
        />
        <Input
          label={m.lastName}
          required
          autoComplete="off"
          {...register('lastName')}
          {...fieldProps(errors, 'lastName')}
        />
        <Input
          label={m.dateOfBirth}
          type="date"
          required
          {...register('dateOfBirth')}
          {...fieldProps(errors, 'dateOfBirth')}
        />
        <Input
          label={m.ahv}
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder={m.ahvPlaceholder}
          hint={trainer?.ahvLast4 ? m.ahvKeepHint : undefined}
          onFocus={(e) => {
            if (trainer?.ahvLast4) e.currentTarget.select();
          }}
          {...register('ahv')}
          {...fieldProps(errors, 'ahv')}
        />
      </div>
      <Checkbox label={m.active} {...register('active')} />
      {saveError && <AlertMessage tone="error">{saveError}</AlertMessage>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
