import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { controlClasses, Field } from './field';

interface LabelledProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export interface InputProps extends LabelledProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; spread react-hook-form's `register(name)` into it. */
export function Input({ label, error, hint, required, id, className, ref, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <input ref={ref} className={cx(controlClasses, 'h-11')} {...control} {...rest} />}
    </Field>
  );
}

export interface TextareaProps
  extends LabelledProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  label,
  error,
  hint,
  required,
  id,
  className,
  rows = 4,
  ref,
  ...rest
}: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <textarea ref={ref} rows={rows} className={cx(controlClasses, 'py-2.5')} {...control} {...rest} />
      )}
    </Field>
  );
}

/** A search box: nothing filled in by the browser, and the text handed on as typed. */
export function SearchInput({
  onSearch,
  ...rest
}: Omit<InputProps, 'type' | 'onChange' | 'value'> & { value: string; onSearch: (text: string) => void }) {
  return <Input type="search" autoComplete="off" {...rest} onChange={(e) => onSearch(e.target.value)} />;
}
