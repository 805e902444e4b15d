import { Input } from '../ui';
import type { InputProps } from '../ui/input';

/**
 * A person's first and last name, both required, in the order every back-office form asks them; the form lays them
 * out (mostly as the first row of its two columns).
 */
export function NameFields({
  labels,
  bind,
}: {
  labels: { firstName: string; lastName: string };
  /** The form's binder (fieldBinder) over its `firstName` and `lastName`. */
  bind: (name: 'firstName' | 'lastName') => Omit<InputProps, 'label'>;
}) {
  return (
    <>
      <Input label={labels.firstName} required autoComplete="off" {...bind('firstName')} />
      <Input label={labels.lastName} required autoComplete="off" {...bind('lastName')} />
    </>
  );
}
