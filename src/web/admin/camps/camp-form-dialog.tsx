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
import { useForm } from 'react-hook-form';
import { ApiError, refusalText } from '../../lib/api';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, ConfirmDialog, Input, Textarea } from '../../ui';
import { DialogForm, FormDialog, fieldBinder, useSave } from '../form-dialog';
import { useDeleteFlyer, useSaveCamp, useUploadFlyer } from './camps-queries';
import { FlyerField } from './flyer-field';

// The camp form (admin-back-office.md section 5) with the spec's defaults and the flyer upload. The camp is saved
// first, then a chosen flyer is uploaded to it; when only the upload fails, the camp stays saved and the dialog
// stays open on it, so the admin can try another file.

const REQUIRED = adminFormMessages.campRequired;

/** A capacity below the registrations says how many are registered; any other refusal is the server's reason. */
function explainRefusal(err: unknown): string {
  return err instanceof ApiError && err.code === 'CAPACITY_BELOW_BOOKINGS'
    ? m.capacityBelowBookings(Number(err.details?.registered ?? 0))
    : refusalText(err, adminMessages.saveFailed);
}

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

export function CampFormDialog({
  editing,
  onClose,
  onSaved,
  onSavedWithoutFlyer,
}: {
  /** null while closed. */
  editing: CampEditing | null;
  onClose: () => void;
  onSaved: (notice: string) => void;
  onSavedWithoutFlyer: (camp: AdminCamp, problem: string) => void;
}) {
  return (
    <FormDialog
      editing={editing}
      onClose={onClose}
      title={editing?.camp ? m.editTitle : m.addTitle}
      size="lg"
    >
      {({ camp, problem }) => (
        <CampForm
          key={camp?.id ?? 'new'}
          camp={camp}
          problem={problem ?? null}
          onClose={onClose}
          onSaved={onSaved}
          onSavedWithoutFlyer={onSavedWithoutFlyer}
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
  onClose: () => void;
  onSaved: (notice: string) => void;
  onSavedWithoutFlyer: (camp: AdminCamp, problem: string) => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors, isDirty },
  } = useForm<CampFormFields, unknown, CampFormValues>({
    resolver: formResolver<CampFormFields, CampFormValues>(campFormSchema),
    defaultValues: camp ? campFieldsOf(camp) : newCampFields(),
  });
  const bind = fieldBinder(register, errors, REQUIRED);
  const save = useSaveCamp();
  const upload = useUploadFlyer();
  const removeFlyer = useDeleteFlyer();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const saving = useSave(explainRefusal, problem);
  const [flyerUrl, setFlyerUrl] = useState(camp?.flyerUrl ?? null);
  const [confirmingFlyerDelete, setConfirmingFlyerDelete] = useState(false);
  const [flyerNotice, setFlyerNotice] = useState<string | null>(null);
  const busy = save.isPending || upload.isPending;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFlyerNotice(null);
    setFileError(chosen ? validateFlyer({ mime: chosen.type, size: chosen.size }) : null);
  };

  const submit = handleSubmit(async () => {
    if (fileError) return saving.setError(null);
    let saved: AdminCamp | null = camp;
    const ok = await saving.attempt(async () => {
      // An unchanged camp is not saved again (no audit row for nothing): only its new flyer goes up.
      if (!camp || isDirty) {
        saved = (await save.mutateAsync({ id: camp?.id ?? null, fields: getValues() })).camp;
      }
    });
    if (!ok || !saved) return;
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
  });

  return (
    <>
      <DialogForm
        onSubmit={submit}
        errors={errors}
        requiredText={REQUIRED}
        error={saving.error}
        pending={busy}
        submitLabel={camp ? m.save : m.create}
        onCancel={onClose}
      >
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
