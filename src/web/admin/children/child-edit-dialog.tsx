import { maskAhv } from '@domain/ahv';
import { type AdminChildEditValues, adminChildEditSchema } from '@domain/children/admin-child-edit';
import type { AdminChild } from '@domain/children/admin-children-api';
import { JERSEY_SIZES } from '@domain/children/child-form';
import { adminMessages } from '@domain/messages/admin';
import { adminChildrenMessages as m } from '@domain/messages/admin-people';
import { adminFormMessages } from '@domain/messages/forms';
import { Controller, useForm } from 'react-hook-form';
import { fieldPropsBeside } from '../../lib/field-props';
import { formResolver } from '../../lib/form-resolver';
import { Input, Select } from '../../ui';
import { DialogForm, FormDialog, fieldBinder, saveRefusal, useSave } from '../form-dialog';
import { useUpdateChild } from './children-queries';

// "Kind bearbeiten" (admin-back-office.md section 5): the schema is the one the server checks.

type FormFields = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  jerseySize: string;
  clubName: string;
  level: string;
  ahv: string;
};

const REQUIRED = adminFormMessages.childRequired;
const sizeOptions = JERSEY_SIZES.map((size) => ({ value: String(size), label: String(size) }));

function defaultsFor(child: AdminChild): FormFields {
  return {
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
    jerseySize: child.jerseySize ? String(child.jerseySize) : '',
    clubName: child.clubName ?? '',
    level: child.level ?? '',
    // A stored number shows masked; sent back unchanged (or blank), the server keeps it.
    ahv: maskAhv(child.ahvLast4),
  };
}

const fieldProps = fieldPropsBeside(REQUIRED);

export function ChildEditDialog({
  child,
  onClose,
  onSaved,
}: {
  /** null while closed. */
  child: AdminChild | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog editing={child} onClose={onClose} title={m.editTitle}>
      {(child) => <ChildEditForm key={child.id} child={child} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function ChildEditForm({
  child,
  onClose,
  onSaved,
}: {
  child: AdminChild;
  onClose: () => void;
  onSaved: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormFields, unknown, AdminChildEditValues>({
    resolver: formResolver(adminChildEditSchema),
    defaultValues: defaultsFor(child),
  });
  const bind = fieldBinder(register, errors, REQUIRED);
  const save = useUpdateChild();
  // The server's reason when it gave one (a child gone meanwhile), else the spec's text (section 8).
  const saving = useSave(saveRefusal(adminMessages.updateChildFailed));

  const submit = handleSubmit((values) =>
    saving.attempt(async () => {
      await save.mutateAsync({ id: child.id, values });
      onSaved();
    }),
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
        {/* Controlled: React sets a select's value once its options exist, so a stored size always shows. */}
        <Controller
          control={control}
          name="jerseySize"
          render={({ field }) => (
            <Select
              label={`${m.jerseySize} ${m.optional}`}
              options={sizeOptions}
              placeholder={m.jerseySizeNone}
              {...field}
              {...fieldProps(errors, 'jerseySize')}
            />
          )}
        />
        <Input label={`${m.club} ${m.optional}`} autoComplete="off" {...bind('clubName')} />
        <Input label={`${m.level} ${m.optional}`} autoComplete="off" {...bind('level')} />
      </div>
      <Input
        label={`${m.ahv} ${m.optional}`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={m.ahvPlaceholder}
        hint={child.ahvLast4 ? m.ahvKeepHint : undefined}
        onFocus={(e) => {
          if (child.ahvLast4) e.currentTarget.select();
        }}
        {...bind('ahv')}
      />
    </DialogForm>
  );
}
