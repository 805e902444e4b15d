import { shopMessages as m } from '@domain/messages/shop';
import { Input } from '../../ui';

export interface OrderContact {
  name: string;
  phone: string;
}

interface OrderContactFieldsProps {
  email: string;
  contact: OrderContact;
  errors: Partial<Record<keyof OrderContact, string>>;
  onChange: (contact: OrderContact) => void;
}

/** Name and phone, prefilled from the profile; the confirmation goes to the account e-mail, shown read-only. */
export function OrderContactFields({ email, contact, errors, onChange }: OrderContactFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label={m.name}
        required
        autoComplete="name"
        value={contact.name}
        error={errors.name}
        onChange={(e) => onChange({ ...contact, name: e.target.value })}
      />
      <Input
        label={m.phone}
        type="tel"
        autoComplete="tel"
        value={contact.phone}
        error={errors.phone}
        onChange={(e) => onChange({ ...contact, phone: e.target.value })}
      />
      <Input
        label={m.email}
        type="email"
        value={email}
        readOnly
        hint={m.emailHint}
        className="sm:col-span-2"
      />
    </div>
  );
}
