import { maskAhv } from '@domain/ahv';
import { type AdminChildEditValues, adminChildEditSchema } from '@domain/children/admin-child-edit';
import type { AdminChild } from '@domain/children/admin-children-api';
import { JERSEY_SIZES } from '@domain/children/child-form';
import { adminMessages } from '@domain/messages/admin';
import { adminChildrenMessages as m } from '@domain/messages/admin-people';
import { adminFormMessages } from '@domain/messages/forms';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldPropsBeside, showsRequiredText } from '../../lib/field-props';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, Button, Dialog, Input, Select } from '../../ui';
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
    <Dialog open={child !== null} onOpenChange={(open) => !open && onClose()} title={m.editTitle}>
      {child && <ChildEditForm key={child.id} child={child} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
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
  const save = useUpdateChild();
  const [saveError, setSaveError] = useState<string | null>(null);
  const showsRequired = showsRequiredText(errors, REQUIRED);

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: child.id, values });
      onSaved();
    } catch {
      setSaveError(adminMessages.updateChildFailed);
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
        <Input
          label={`${m.club} ${m.optional}`}
          autoComplete="off"
          {...register('clubName')}
          {...fieldProps(errors, 'clubName')}
        />
        <Input
          label={`${m.level} ${m.optional}`}
          autoComplete="off"
          {...register('level')}
          {...fieldProps(errors, 'level')}
        />
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
        {...register('ahv')}
        {...fieldProps(errors, 'ahv')}
      />
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
