import { authMessages } from '@domain/messages/auth';
import { emailSchema } from '@domain/profile';
import { type FormEvent, useState } from 'react';
import { AlertMessage, Button, Input } from '../../ui';

export interface EmailStepProps {
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
}

/** Step 1: the e-mail address and "Code schicken". */
export function EmailStep({ busy, error, onSubmit }: EmailStepProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? authMessages.invalidEmail);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        label={authMessages.emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={authMessages.emailPlaceholder}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
        error={invalid ?? undefined}
      />
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      <Button type="submit" loading={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? authMessages.sending : authMessages.sendCode}
      </Button>
    </form>
  );
}
