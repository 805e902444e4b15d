import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../lib/cx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** May contain links (e.g. to the terms); the whole label toggles the box. */
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it; spread react-hook-form's `register(name)` into it. */
export function Checkbox({ label, error, hint, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-stone-400 accent-brand-700"
          {...rest}
        />
        <label htmlFor={controlId} className="cursor-pointer text-base leading-6 text-stone-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
