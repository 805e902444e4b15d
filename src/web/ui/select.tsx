import { shellMessages } from '@domain/messages/shell';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { controlClasses, Field } from './field';

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** An empty first choice ("Bitte wählen" unless given); pass false for none. */
  placeholder?: string | false;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: phones open their own picker, which beats any custom list for touch and screen
 * readers, and it works with react-hook-form's `register` as it is.
 */
export function Select({
  label,
  options,
  placeholder = shellMessages.ui.selectPlaceholder,
  error,
  hint,
  required,
  id,
  className,
  ref,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            className={cx(controlClasses, 'h-11 appearance-none pr-10')}
            {...control}
            {...rest}
          >
            {placeholder !== false && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-600"
          />
        </div>
      )}
    </Field>
  );
}
