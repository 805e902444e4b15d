import { adminMessages } from '@domain/messages/admin';
import { shellMessages } from '@domain/messages/shell';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, refusalText } from '../lib/api';
import { fieldPropsBeside, showsRequiredText } from '../lib/field-props';
import { formResolver } from '../lib/form-resolver';
import { AlertMessage, Button, Dialog, type DialogProps } from '../ui';

// The back office's form in a dialog: every add and edit dialog is this frame around its fields. The dialog draws
// its form only while open, so each opening starts from the record's values; the form shows the required text once
// above the fields, the save error above the buttons, and keeps Abbrechen and the submit button still while saving.

/** What a dialog's form is given besides its record: how it closes, and what it reports once saved. */
export interface FormCallbacks<Saved extends (...args: never[]) => void = () => void> {
  onClose: () => void;
  onSaved: Saved;
}

/** A page's form dialog: the record it edits (a marker such as `{ camp: null }` adds one), null while closed. */
export type FormDialogProps<
  T,
  Saved extends (...args: never[]) => void = () => void,
> = FormCallbacks<Saved> & {
  editing: T | null;
};

/** The dialog of a form: open while `editing` holds a value, closed by Abbrechen, Escape or the cross. */
export function FormDialog<T>({
  editing,
  onClose,
  title,
  size,
  children,
}: {
  /** What the form edits (a record, or a marker for a new one); null while closed. */
  editing: T | null;
  onClose: () => void;
  title: string;
  size?: DialogProps['size'];
  /** The form for the value, drawn only while open (key it by the record's id). */
  children: (editing: T) => ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()} title={title} size={size}>
      {editing !== null && children(editing)}
    </Dialog>
  );
}

/**
 * The props that tie an input to its form: the registration, and the field's error under it unless it is the
 * required text, which the form shows once above the fields.
 *   const bind = fieldBinder(register, errors, REQUIRED);
 *   <Input label={m.firstName} required {...bind('firstName')} />
 */
export function fieldBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  requiredText: string,
) {
  const beside = fieldPropsBeside(requiredText);
  return (name: Path<T> & keyof T & string) => ({ ...register(name), ...beside(errors, name) });
}

/** The server's own German refusal (a conflict, a record gone), or `fallback` for a failure it could not explain. */
export const saveRefusal =
  (fallback: string = adminMessages.saveFailed) =>
  (error: unknown) =>
    refusalText(error, fallback);

/** A capacity below the offer's registrations says how many there are; any other refusal is the server's reason. */
export const capacityRefusal =
  (belowRegistrations: (registered: number) => string) =>
  (error: unknown): string =>
    error instanceof ApiError && error.code === 'CAPACITY_BELOW_BOOKINGS'
      ? belowRegistrations(Number(error.details?.registered ?? 0))
      : refusalText(error, adminMessages.saveFailed);

/**
 * The save error of a form and the one way to run its save: the error is cleared when the save starts and set from
 * `explain` (the catalogue text of the server's code by default; a call may bring its own) when it fails. `attempt`
 * answers whether the save succeeded.
 */
export function useSave(
  explain: (error: unknown) => string = saveRefusal(),
  initialError: string | null = null,
) {
  const [error, setError] = useState<string | null>(initialError);
  const attempt = async (save: () => Promise<unknown>, explainThis = explain): Promise<boolean> => {
    setError(null);
    try {
      await save();
      return true;
    } catch (failure) {
      setError(explainThis(failure));
      return false;
    }
  };
  return { error, setError, attempt };
}

/**
 * A dialog's form with its save: the shared schema checks the fields, then `save` runs with the checked values as the
 * form's one save (useSave). `bind` ties an input to the form; `frame` is what DialogForm needs from it.
 *   const form = useDialogForm({ schema, defaultValues, requiredText: REQUIRED, save: (values) => ... });
 *   <DialogForm form={form} pending={mutation.isPending} submitLabel={m.save} onCancel={onClose}>
 */
export function useDialogForm<Fields extends FieldValues, Values>({
  schema,
  defaultValues,
  requiredText,
  explain,
  initialError = null,
  save,
}: {
  schema: z.ZodType<Values, FieldValues>;
  defaultValues: DefaultValues<Fields>;
  requiredText: string;
  /** Why a save failed, in words; the server's reason or "Speichern fehlgeschlagen." by default. */
  explain?: (error: unknown) => string;
  /** A save error to show as the form opens. */
  initialError?: string | null;
  save: (values: Values) => Promise<unknown>;
}) {
  const form = useForm<Fields, unknown, Values>({
    resolver: formResolver<Fields, Values>(schema),
    defaultValues,
  });
  const { errors } = form.formState;
  const saving = useSave(explain, initialError);
  const onSubmit = form.handleSubmit((values) => saving.attempt(() => save(values)));
  return {
    ...form,
    bind: fieldBinder(form.register, errors, requiredText),
    saving,
    frame: { onSubmit, errors, requiredText, error: saving.error },
  };
}

interface FrameProps<T extends FieldValues> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's field errors, and the spec's "fill in the required fields" text shown once while one is empty. */
  errors?: FieldErrors<T>;
  requiredText?: string;
  /** Why the last save failed. */
  error: string | null;
}

export function DialogForm<T extends FieldValues>(
  props: (FrameProps<T> | { form: { frame: FrameProps<T> } }) & {
    pending: boolean;
    submitLabel: string;
    onCancel: () => void;
    children: ReactNode;
  },
) {
  const { pending, submitLabel, onCancel, children } = props;
  const { onSubmit, errors, requiredText, error } = 'form' in props ? props.form.frame : props;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errors && requiredText && showsRequiredText(errors, requiredText) && (
        <AlertMessage tone="error">{requiredText}</AlertMessage>
      )}
      {children}
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {shellMessages.ui.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
