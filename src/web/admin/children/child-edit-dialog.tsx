import { maskAhv } from '@domain/ahv';
import { type AdminChildEditValues, adminChildEditSchema } from '@domain/children/admin-child-edit';
import type { AdminChild } from '@domain/children/admin-children-api';
import { adminMessages } from '@domain/messages/admin';
import { adminChildrenMessages as m } from '@domain/messages/admin-people';
import { adminFormMessages } from '@domain/messages/forms';
import { Controller } from 'react-hook-form';
import { type ChildFormFields, jerseySizeOptions } from '../../lib/child-form-fields';
import { fieldPropsBeside } from '../../lib/field-props';
import { Input, Select } from '../../ui';
import type { FormCallbacks, FormDialogProps } from '../form-dialog';
import { DialogForm, FormDialog, saveRefusal, useDialogForm } from '../form-dialog';
import { NameFields } from '../name-fields';
import { useUpdateChild } from './children-queries';

// "Kind bearbeiten" (admin-back-office.md section 5): the schema is the one the server checks.

const REQUIRED = adminFormMessages.childRequired;

function defaultsFor(child: AdminChild): ChildFormFields {
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

export function ChildEditDialog({ editing, ...callbacks }: FormDialogProps<AdminChild>) {
  return (
    <FormDialog editing={editing} onClose={callbacks.onClose} title={m.editTitle}>
      {(child) => <ChildEditForm key={child.id} child={child} {...callbacks} />}
    </FormDialog>
  );
}

function ChildEditForm({ child, onClose, onSaved }: { child: AdminChild } & FormCallbacks) {
  const save = useUpdateChild();
  const form = useDialogForm<ChildFormFields, AdminChildEditValues>({
    schema: adminChildEditSchema,
    defaultValues: defaultsFor(child),
    requiredText: REQUIRED,
    // The server's reason when it gave one (a child gone meanwhile), else the spec's text (section 8).
    explain: saveRefusal(adminMessages.updateChildFailed),
    save: (values) => save.mutateAsync({ id: child.id, values }).then(onSaved),
  });
  const { bind, control } = form;
  const { errors } = form.formState;

  return (
    <DialogForm form={form} pending={save.isPending} submitLabel={m.save} onCancel={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields labels={m} bind={bind} />
        <Input label={m.dateOfBirth} type="date" required {...bind('dateOfBirth')} />
        {/* Controlled: React sets a select's value once its options exist, so a stored size always shows. */}
        <Controller
          control={control}
          name="jerseySize"
          render={({ field }) => (
            <Select
              label={`${m.jerseySize} ${m.optional}`}
              options={jerseySizeOptions}
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
