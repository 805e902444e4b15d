import { adminMessages } from '@domain/messages/admin';
import { adminParentsMessages as m } from '@domain/messages/admin-people';
import { adminFormMessages } from '@domain/messages/forms';
import type { AdminParent } from '@domain/parents/admin-parents-api';
import { type ParentEditValues, parentEditSchema } from '@domain/parents/parent-edit';
import { Input } from '../../ui';
import type { FormCallbacks, FormDialogProps } from '../form-dialog';
import { DialogForm, FormDialog, saveRefusal, useDialogForm } from '../form-dialog';
import { NameFields } from '../name-fields';
import { partnerText } from './parent-name';
import { useUpdateParent } from './parents-queries';

// "Elternteil bearbeiten" (admin-back-office.md section 5): names and mobile. The e-mail is the parent's sign-in
// and the second parent needs that person's consent (decision 012), so both are shown, not edited (decision 014).

type FormFields = { firstName: string; lastName: string; mobile: string };

const REQUIRED = adminFormMessages.parentRequired;

export function ParentEditDialog({ editing, ...callbacks }: FormDialogProps<AdminParent>) {
  return (
    <FormDialog editing={editing} onClose={callbacks.onClose} title={m.editTitle}>
      {(parent) => <ParentEditForm key={parent.id} parent={parent} {...callbacks} />}
    </FormDialog>
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

function ParentEditForm({ parent, onClose, onSaved }: { parent: AdminParent } & FormCallbacks) {
  const save = useUpdateParent();
  const form = useDialogForm<FormFields, ParentEditValues>({
    schema: parentEditSchema,
    defaultValues: {
      firstName: parent.firstName ?? '',
      lastName: parent.lastName ?? '',
      mobile: parent.mobile ?? '',
    },
    requiredText: REQUIRED,
    // The server's reason when it gave one (a parent gone meanwhile), else the spec's text (section 8).
    explain: saveRefusal(adminMessages.updateParentFailed),
    save: (values) => save.mutateAsync({ id: parent.id, values }).then(onSaved),
  });
  const { bind } = form;

  return (
    <DialogForm form={form} pending={save.isPending} submitLabel={m.save} onCancel={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields labels={m} bind={bind} />
      </div>
      <Input label={m.mobileOptional} type="tel" autoComplete="off" {...bind('mobile')} />
      <ReadOnly label={m.email} value={parent.email} hint={m.emailReadOnlyHint} />
      <ReadOnly label={m.partner} value={partnerText(parent.partner)} hint={m.partnerReadOnlyHint} />
    </DialogForm>
  );
}
