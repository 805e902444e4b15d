import { shellMessages } from '@domain/messages/shell';
import { type ReactNode, useId } from 'react';
import { cx } from '../lib/cx';

/** What a control inside a Field must spread to be labelled and described correctly. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A validation message (German, from the catalogue); shows the control as invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error, wired together with ids so screen readers read them as one. */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="text-red-700" title={shellMessages.ui.required}>
            {' *'}
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared look of text inputs, selects and text areas; 16 px text stops iOS from zooming in on focus. */
export const controlClasses =
  'w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 disabled:bg-stone-100 disabled:text-stone-500 ' +
  'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700';
