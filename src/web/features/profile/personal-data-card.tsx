import type { Me } from '@domain/auth/me';
import { authMessages } from '@domain/messages/auth';
import { profileFormMessages } from '@domain/messages/forms';
import { type ProfileUpdateValues, profileUpdateSchema } from '@domain/profile';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../lib/api';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, Button, Card, Input } from '../../ui';
import { useUpdateProfile } from './profile-queries';

// "Persönliche Daten" (parent-portal.md sections 4 and 5): view, edit, Cancel restores the stored values, a success
// note for 3 s, "❌ Fehler: …" on failure. The e-mail is shown but cannot be changed.

const SAVED_NOTE_MS = 3000;

type FormFields = { firstName: string; lastName: string; mobile: string };

function storedValues(me: Me): FormFields {
  return { firstName: me.firstName ?? '', lastName: me.lastName ?? '', mobile: me.mobile ?? '' };
}

function DataRow({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-stone-600 sm:w-32">{label}</dt>
      <dd className="text-base text-stone-900">{value || '–'}</dd>
    </div>
  );
}

export function PersonalDataCard({ me }: { me: Me }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormFields, unknown, ProfileUpdateValues>({
    resolver: formResolver(profileUpdateSchema),
    defaultValues: storedValues(me),
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const startEditing = () => {
    reset(storedValues(me));
    setSaved(false);
    setSaveError(null);
    setEditing(true);
  };

  const cancel = () => {
    reset(storedValues(me));
    setSaveError(null);
    setEditing(false);
  };

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const { user } = await update.mutateAsync(values);
      reset(storedValues(user));
      setEditing(false);
      setSaved(true);
    } catch (error) {
      setSaveError(authMessages.profileSaveFailed(errorText(error)));
    }
  });

  const namesMissing = errors.firstName || errors.lastName ? profileFormMessages.namesRequired : null;

  return (
    <Card
      title={authMessages.personalData}
      actions={
        !editing && (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            {authMessages.edit}
          </Button>
        )
      }
    >
      {saved && (
        <AlertMessage tone="success" className="mb-4">
          {authMessages.profileSaved}
        </AlertMessage>
      )}
      {editing ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {namesMissing && <AlertMessage tone="error">{namesMissing}</AlertMessage>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={authMessages.firstNameLabel}
              required
              autoComplete="given-name"
              {...register('firstName')}
              aria-invalid={errors.firstName ? true : undefined}
            />
            <Input
              label={authMessages.lastNameLabel}
              required
              autoComplete="family-name"
              {...register('lastName')}
              aria-invalid={errors.lastName ? true : undefined}
            />
          </div>
          <Input
            label={authMessages.mobileLabel}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...register('mobile')}
            error={errors.mobile?.message}
          />
          <Input
            label={authMessages.emailInfoLabel}
            type="email"
            value={me.email}
            readOnly
            disabled
            hint={authMessages.emailCannotChange}
          />
          {saveError && <AlertMessage tone="error">{saveError}</AlertMessage>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
              {authMessages.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {authMessages.save}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="flex flex-col gap-3">
          <DataRow label={authMessages.firstNameLabel} value={me.firstName} />
          <DataRow label={authMessages.lastNameLabel} value={me.lastName} />
          <DataRow label={authMessages.mobileLabel} value={me.mobile} />
          <DataRow label={authMessages.emailInfoLabel} value={me.email} />
        </dl>
      )}
    </Card>
  );
}
