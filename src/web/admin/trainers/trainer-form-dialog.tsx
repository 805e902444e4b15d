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
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { Checkbox, Input } from '../../ui';
import { DialogForm, FormDialog, fieldBinder, saveRefusal, useSave } from '../form-dialog';
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
  return (
    <FormDialog editing={editing} onClose={onClose} title={editing?.trainer ? m.editTitle : m.addTitle}>
      {({ trainer }) => (
        <TrainerForm key={trainer?.id ?? 'new'} trainer={trainer} onClose={onClose} onSaved={onSaved} />
      )}
    </FormDialog>
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
  const bind = fieldBinder(register, errors, REQUIRED);
  const save = useSaveTrainer();
  const saving = useSave();

  const submit = handleSubmit((values) =>
    saving.attempt(
      async () => {
        await save.mutateAsync({ id: trainer?.id ?? null, values });
        onSaved();
      },
      // The server's own reason when it gave one (admin-back-office.md section 8); a failure it could not explain
      // while an AHV number was to be stored is the spec's AHV text.
      saveRefusal(values.ahv ? adminMessages.trainerAhvSaveFailed : adminMessages.saveFailed),
    ),
  );

  return (
    <DialogForm
      onSubmit={submit}
      errors={errors}
      requiredText={REQUIRED}
      error={saving.error}
      pending={save.isPending}
      submitLabel={m.save}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={m.firstName} required autoComplete="off" {...bind('firstName')} />
        <Input label={m.lastName} required autoComplete="off" {...bind('lastName')} />
        <Input label={m.dateOfBirth} type="date" required {...bind('dateOfBirth')} />
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
          {...bind('ahv')}
        />
      </div>
      <Checkbox label={m.active} {...register('active')} />
    </DialogForm>
  );
}
