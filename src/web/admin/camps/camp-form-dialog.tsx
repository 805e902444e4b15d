import type { AdminCamp } from '@domain/camps/admin-camps-api';
import {
  type CampFormFields,
  type CampFormValues,
  campFieldsOf,
  campFormSchema,
  newCampFields,
  validateFlyer,
} from '@domain/camps/camp-form';
import { adminMessages } from '@domain/messages/admin';
import { adminCampsMessages as m } from '@domain/messages/admin-camps';
import { adminFormMessages } from '@domain/messages/forms';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { AlertMessage, ConfirmDialog, Input, Textarea } from '../../ui';
import type { FormCallbacks, FormDialogProps } from '../form-dialog';
import { capacityRefusal, DialogForm, FormDialog, useDialogForm } from '../form-dialog';
import { useDeleteFlyer, useSaveCamp, useUploadFlyer } from './camps-queries';
import { FlyerField } from './flyer-field';

// The camp form (admin-back-office.md section 5) with the spec's defaults and the flyer upload. The camp is saved
// first, then a chosen flyer is uploaded to it; when only the upload fails, the camp stays saved and the dialog
// stays open on it, so the admin can try another file.

const REQUIRED = adminFormMessages.campRequired;

/** The spec's texts for a refused upload; anything else is "Upload fehlgeschlagen.". */
function flyerUploadError(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'FLYER_TYPE') return adminFormMessages.flyerType;
    if (err.code === 'FLYER_TOO_LARGE' || err.status === 413) return adminFormMessages.flyerSize;
  }
  return adminMessages.uploadFailed;
}

export interface CampEditing {
  /** null creates one. */
  camp: AdminCamp | null;
  /** Shown when the dialog opens (the camp was saved, its flyer was not). */
  problem?: string;
}

type Saved = (notice: string) => void;

export function CampFormDialog({
  editing,
  onSavedWithoutFlyer,
  ...callbacks
}: FormDialogProps<CampEditing, Saved> & {
  onSavedWithoutFlyer: (camp: AdminCamp, problem: string) => void;
}) {
  const title = editing?.camp ? m.editTitle : m.addTitle;
  return (
    <FormDialog editing={editing} onClose={callbacks.onClose} title={title} size="lg">
      {({ camp, problem }) => (
        <CampForm
          key={camp?.id ?? 'new'}
          camp={camp}
          problem={problem ?? null}
          onSavedWithoutFlyer={onSavedWithoutFlyer}
          {...callbacks}
        />
      )}
    </FormDialog>
  );
}

function CampForm({
  camp,
  problem,
  onClose,
  onSaved,
  onSavedWithoutFlyer,
}: {
  camp: AdminCamp | null;
  problem: string | null;
  onSavedWithoutFlyer: (camp: AdminCamp, problem: string) => void;
} & FormCallbacks<Saved>) {
  const save = useSaveCamp();
  const upload = useUploadFlyer();
  const removeFlyer = useDeleteFlyer();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useDialogForm<CampFormFields, CampFormValues>({
    schema: campFormSchema,
    defaultValues: camp ? campFieldsOf(camp) : newCampFields(),
    requiredText: REQUIRED,
    explain: capacityRefusal(m.capacityBelowBookings),
    initialError: problem,
    save: saveCamp,
  });
  const { bind, watch } = form;
  const { isDirty } = form.formState;
  const [flyerUrl, setFlyerUrl] = useState(camp?.flyerUrl ?? null);
  const [confirmingFlyerDelete, setConfirmingFlyerDelete] = useState(false);
  const [flyerNotice, setFlyerNotice] = useState<string | null>(null);
  const busy = save.isPending || upload.isPending;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFlyerNotice(null);
    setFileError(chosen ? validateFlyer({ mime: chosen.type, size: chosen.size }) : null);
  };

  // The camp's save is the form's save (its refusal shows above the buttons); the flyer's upload after it fails on
  // its own, under the flyer field.
  async function saveCamp(): Promise<void> {
    if (fileError) return;
    let saved: AdminCamp | null = camp;
    // An unchanged camp is not saved again (no audit row for nothing): only its new flyer goes up.
    if (!camp || isDirty) {
      saved = (await save.mutateAsync({ id: camp?.id ?? null, fields: form.getValues() })).camp;
    }
    if (!saved) return;
    if (file) {
      try {
        await upload.mutateAsync({ campId: saved.id, file });
      } catch (err) {
        const reason = flyerUploadError(err);
        if (camp) setFileError(reason);
        else onSavedWithoutFlyer(saved, m.flyerUploadFailed(reason));
        return;
      }
    }
    onSaved(!camp ? m.created : file && !isDirty ? m.flyerUploaded : m.saved);
  }

  return (
    <>
      <DialogForm form={form} pending={busy} submitLabel={camp ? m.save : m.create} onCancel={onClose}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={m.name} required {...bind('name')} />
          <Input label={m.location} required {...bind('location')} />
          <Input label={m.startDate} type="date" required {...bind('startDate')} />
          <Input
            label={m.endDate}
            type="date"
            hint={m.endDateHint}
            min={watch('startDate') || undefined}
            {...bind('endDate')}
          />
          <Input label={m.startTime} type="time" {...bind('startTime')} />
          <Input label={m.endTime} type="time" {...bind('endTime')} />
          <Input label={m.capacity} inputMode="numeric" required {...bind('capacity')} />
          <Input label={m.price} inputMode="decimal" required {...bind('priceChf')} />
          <Input label={m.poweredBy} hint={m.poweredByHint} {...bind('poweredBy')} />
        </div>
        <Textarea label={m.campDescription} rows={3} {...bind('description')} />
        <FlyerField
          campName={camp?.name ?? ''}
          currentUrl={flyerUrl}
          error={fileError}
          onChoose={chooseFile}
          onDelete={() => setConfirmingFlyerDelete(true)}
        />
        {flyerNotice && (
          <AlertMessage tone="success" onDismiss={() => setFlyerNotice(null)}>
            {flyerNotice}
          </AlertMessage>
        )}
      </DialogForm>
      {camp && (
        <ConfirmDialog
          open={confirmingFlyerDelete}
          onOpenChange={setConfirmingFlyerDelete}
          title={m.flyerDeleteTitle}
          description={m.confirmFlyerDelete(camp.name)}
          confirmLabel={m.flyerDelete}
          onConfirm={async () => {
            await removeFlyer.mutateAsync(camp.id);
            setFlyerUrl(null);
            setFlyerNotice(m.flyerDeleted);
          }}
        />
      )}
    </>
  );
}
