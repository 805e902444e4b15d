import { adminMessages } from '@domain/messages/admin';
import { shellMessages } from '@domain/messages/shell';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { refusalText } from '../lib/api';
import { fieldPropsBeside, showsRequiredText } from '../lib/field-props';
import { AlertMessage, Button, Dialog, type DialogProps } from '../ui';

// The back office's form in a dialog: every add and edit dialog is this frame around its fields. The dialog draws
// its form only while open, so each opening starts from the record's values; the form shows the required text once
// above the fields, the save error above the buttons, and keeps Abbrechen and the submit button still while saving.

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

export function DialogForm<T extends FieldValues>({
  onSubmit,
  errors,
  requiredText,
  error,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's field errors, and the spec's "fill in the required fields" text shown once while one is empty. */
  errors?: FieldErrors<T>;
  requiredText?: string;
  /** Why the last save failed. */
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
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
