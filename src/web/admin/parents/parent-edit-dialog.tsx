import { adminMessages } from '@domain/messages/admin';
import { adminParentsMessages as m } from '@domain/messages/admin-people';
import { adminFormMessages } from '@domain/messages/forms';
import type { AdminParent } from '@domain/parents/admin-parents-api';
import { type ParentEditValues, parentEditSchema } from '@domain/parents/parent-edit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldPropsBeside, showsRequiredText } from '../../lib/field-props';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, Button, Dialog, Input } from '../../ui';
import { partnerText } from './parent-name';
import { useUpdateParent } from './parents-queries';

// "Elternteil bearbeiten" (admin-back-office.md section 5): names and mobile. The e-mail is the parent's sign-in
// and the second parent needs that person's consent (decision 012), so both are shown, not edited (decision 014).

type FormFields = { firstName: string; lastName: string; mobile: string };

const REQUIRED = adminFormMessages.parentRequired;

const fieldProps = fieldPropsBeside(REQUIRED);

export function ParentEditDialog({
  parent,
  onClose,
  onSaved,
}: {
  /** null while closed. */
  parent: AdminParent | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog open={parent !== null} onOpenChange={(open) => !open && onClose()} title={m.editTitle}>
      {parent && <ParentEditForm key={parent.id} parent={parent} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

/** A value the admin sees but does not edit here, with the reason. */
function ReadOnly({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <dl className="flex flex-col gap-1.5">
      <dt className="text-sm font-medium text-stone-800">{label}</dt>
      <dd className="rounded-lg bg-stone-100 px-3 py-2.5 break-all text-stone-900">{value}</dd>
      <dd className="text-sm text-stone-600">{hint}</dd>
    </dl>
  );
}

function ParentEditForm({
  parent,
  onClose,
  onSaved,
}: {
  parent: AdminParent;
  onClose: () => void;
  onSaved: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormFields, unknown, ParentEditValues>({
    resolver: formResolver(parentEditSchema),
    defaultValues: {
      firstName: parent.firstName ?? '',
      lastName: parent.lastName ?? '',
      mobile: parent.mobile ?? '',
    },
  });
  const save = useUpdateParent();
  const [saveError, setSaveError] = useState<string | null>(null);
  const showsRequired = showsRequiredText(errors, REQUIRED);

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: parent.id, values });
      onSaved();
    } catch {
      setSaveError(adminMessages.updateParentFailed);
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
      </div>
      <Input
        label={m.mobileOptional}
        type="tel"
        autoComplete="off"
        {...register('mobile')}
        {...fieldProps(errors, 'mobile')}
      />
      <ReadOnly label={m.email} value={parent.email} hint={m.emailReadOnlyHint} />
      <ReadOnly label={m.partner} value={partnerText(parent.partner)} hint={m.partnerReadOnlyHint} />
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
