import { adminTrainerAccountMessages as m } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import { type TrainerAccountRequest, trainerAccountSchema } from '@domain/trainers/trainer-account';
import type { AdminTrainer } from '@domain/trainers/trainers-api';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { Checkbox, Input } from '../../ui';
import { DialogForm, FormDialog, fieldBinder, saveRefusal, useSave } from '../form-dialog';
import { useLinkTrainerAccount } from './trainers-queries';

// "Einladen" (issue 29): the address the trainer signs in with, mailed the sign-in link, or an existing account
// linked without a mail. The schema is the one the server checks.

type FormFields = { email: string; invite: boolean };

export function TrainerAccountDialog({
  trainer,
  onClose,
  onSaved,
}: {
  /** null while closed. */
  trainer: AdminTrainer | null;
  onClose: () => void;
  onSaved: (invited: boolean) => void;
}) {
  return (
    <FormDialog
      editing={trainer}
      onClose={onClose}
      title={trainer ? `${m.inviteTitle}: ${personName(trainer)}` : m.inviteTitle}
    >
      {(editing) => <AccountForm key={editing.id} trainer={editing} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function AccountForm({
  trainer,
  onClose,
  onSaved,
}: {
  trainer: AdminTrainer;
  onClose: () => void;
  onSaved: (invited: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormFields, unknown, TrainerAccountRequest>({
    resolver: formResolver(trainerAccountSchema),
    defaultValues: { email: trainer.accountEmail ?? '', invite: true },
  });
  const bind = fieldBinder(register, errors, m.email);
  const link = useLinkTrainerAccount();
  const saving = useSave();
  const submit = handleSubmit((values) =>
    saving.attempt(async () => {
      await link.mutateAsync({ trainerId: trainer.id, values });
      onSaved(values.invite);
    }, saveRefusal()),
  );
  return (
    <DialogForm
      onSubmit={submit}
      error={saving.error}
      pending={link.isPending}
      submitLabel={m.save}
      onCancel={onClose}
    >
      <p className="text-sm text-stone-600">{m.inviteHint}</p>
      <Input label={m.email} type="email" required autoComplete="off" {...bind('email')} />
      <Checkbox label={m.sendMail} {...register('invite')} />
    </DialogForm>
  );
}
