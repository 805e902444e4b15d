import { maskAhv } from '@domain/ahv';
import {
  type ChildUpdateValues,
  childAgeError,
  makeChildFormSchema,
  makeChildUpdateSchema,
} from '@domain/children/child-form';
import type { ChildView } from '@domain/children/children-api';
import { EMPTY_HEALTH_INFO, type HealthInfo } from '@domain/children/health-info';
import { healthInfoMessages } from '@domain/messages/child-data';
import { childrenMessages } from '@domain/messages/family';
import { childFormMessages } from '@domain/messages/forms';
import { zurichToday } from '@domain/time';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { type ChildFormFields, jerseySizeOptions } from '../../lib/child-form-fields';
import { fieldPropsBeside, showsRequiredText } from '../../lib/field-props';
import { formResolver } from '../../lib/form-resolver';
import { AlertMessage, Button, Dialog, Input, PageSpinner, Select } from '../../ui';
import { caretAfterEdit, nextAhvValue } from './ahv-typing';
import { type ChildDataFields, HealthInfoSection, PhotoConsentSection } from './child-data-fields';
import { useChildHealthInfo, useSaveChild } from './children-queries';

// The add/edit child modal (parent-portal.md section 5, child form). The schema is the one the server checks.

type FormFields = ChildDataFields & ChildFormFields;

const REQUIRED = childFormMessages.required;
const FORM_ID = 'child-form';

function defaultsFor(child: ChildView | null, health: HealthInfo): FormFields {
  return {
    firstName: child?.firstName ?? '',
    lastName: child?.lastName ?? '',
    dateOfBirth: child?.dateOfBirth ?? '',
    jerseySize: child?.jerseySize ? String(child.jerseySize) : '',
    clubName: child?.clubName ?? '',
    level: child?.level ?? '',
    // A stored number shows masked; sent back unchanged, the server keeps it.
    ahv: maskAhv(child?.ahvLast4),
    // No consent until the parents tick it (decision 038).
    photoConsentFamily: child?.photoConsentFamily ?? false,
    photoConsentNews: child?.photoConsentNews ?? false,
    allergies: health.allergies ?? '',
    medication: health.medication ?? '',
    emergencyContactName: health.emergencyContactName ?? '',
    emergencyContactPhone: health.emergencyContactPhone ?? '',
  };
}

const fieldProps = fieldPropsBeside(REQUIRED);

interface ChildFormDialogProps {
  /** null while closed; `{ child: null }` adds a child. */
  editing: { child: ChildView | null } | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ChildFormDialog({ editing, onClose, onSaved }: ChildFormDialogProps) {
  const child = editing?.child ?? null;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={child ? childrenMessages.editChildTitle : childrenMessages.addChildTitle}
    >
      {/* Keyed, so every opening starts from the child's stored values. */}
      {editing && (
        <StoredHealthInfo key={child?.id ?? 'new'} child={child} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

type FormProps = { child: ChildView | null; onClose: () => void; onSaved: () => void };

/**
 * The form opens with the stored health information when there is some (read from its own endpoint, never with the
 * list). If it cannot be read, the form stays closed: saving blank fields would erase what is stored.
 */
function StoredHealthInfo(props: FormProps) {
  const id = props.child?.hasHealthInfo ? props.child.id : null;
  const stored = useChildHealthInfo(id);
  if (id === null) return <ChildForm {...props} health={EMPTY_HEALTH_INFO} />;
  if (stored.isError) return <AlertMessage tone="error">{healthInfoMessages.loadFailed}</AlertMessage>;
  if (!stored.data) return <PageSpinner />;
  return <ChildForm {...props} health={stored.data} />;
}

function ChildForm({ child, onClose, onSaved, health }: FormProps & { health: HealthInfo }) {
  const [currentYear] = useState(() => Number(zurichToday(new Date()).slice(0, 4)));
  const [schema] = useState(() =>
    child ? makeChildUpdateSchema(currentYear) : makeChildFormSchema(currentYear),
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormFields, unknown, ChildUpdateValues>({
    resolver: formResolver(schema),
    defaultValues: defaultsFor(child, health),
  });
  const save = useSaveChild();
  const [saveError, setSaveError] = useState<string | null>(null);

  const ageError = childAgeError(watch('dateOfBirth'), currentYear);
  const showsRequired = showsRequiredText(errors, REQUIRED);

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: child?.id ?? null, values });
      onSaved();
    } catch (error) {
      setSaveError(
        error instanceof ApiError && error.code === 'UNAUTHENTICATED'
          ? childrenMessages.notAuthenticated
          : childrenMessages.saveFailed,
      );
    }
  });

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {showsRequired && <AlertMessage tone="error">{REQUIRED}</AlertMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={childrenMessages.firstName}
          required
          autoComplete="off"
          {...register('firstName')}
          {...fieldProps(errors, 'firstName')}
        />
        <Input
          label={childrenMessages.lastName}
          required
          autoComplete="off"
          {...register('lastName')}
          {...fieldProps(errors, 'lastName')}
        />
        <Input
          label={childrenMessages.dateOfBirth}
          type="date"
          required
          {...register('dateOfBirth')}
          error={fieldProps(errors, 'dateOfBirth').error ?? ageError ?? undefined}
          aria-invalid={errors.dateOfBirth || ageError ? true : undefined}
        />
        {/* Controlled: React sets a select's value once its options exist, so a stored size always shows. */}
        <Controller
          control={control}
          name="jerseySize"
          render={({ field }) => (
            <Select
              label={childrenMessages.jerseySize}
              required
              options={jerseySizeOptions}
              placeholder={childrenMessages.jerseySizePlaceholder}
              {...field}
              {...fieldProps(errors, 'jerseySize')}
            />
          )}
        />
        <Input
          label={`${childrenMessages.clubName} ${childrenMessages.optional}`}
          {...register('clubName')}
          {...fieldProps(errors, 'clubName')}
        />
        <Input
          label={`${childrenMessages.level} ${childrenMessages.optional}`}
          {...register('level')}
          {...fieldProps(errors, 'level')}
        />
      </div>
      <Controller
        control={control}
        name="ahv"
        render={({ field }) => (
          <Input
            label={childrenMessages.ahv}
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder={childrenMessages.ahvPlaceholder}
            hint={child?.ahvLast4 ? childrenMessages.ahvKeepHint : childrenMessages.ahvHint}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            // A stored number is replaced as a whole: selecting it lets the first keystroke start a new one.
            onFocus={(e) => {
              if (child?.ahvLast4) e.currentTarget.select();
            }}
            onChange={(e) => {
              const input = e.target;
              const next = nextAhvValue(field.value, input.value);
              const caret = caretAfterEdit(field.value, input.value, input.selectionStart ?? 0, next);
              // Written here with its caret: React then finds the value unchanged and leaves the caret alone
              // (it would put it at the end).
              input.value = next;
              input.setSelectionRange(caret, caret);
              field.onChange(next);
            }}
            {...fieldProps(errors, 'ahv')}
          />
        )}
      />
      <PhotoConsentSection register={register} errors={errors} />
      <HealthInfoSection register={register} errors={errors} />
      {saveError && <AlertMessage tone="error">{saveError}</AlertMessage>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {childrenMessages.cancel}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={ageError !== null}>
          {childrenMessages.save}
        </Button>
      </div>
    </form>
  );
}
