import { authMessages } from '@domain/messages/auth';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { AlertMessage, Button, Input } from '../../ui';

interface EmailStepProps {
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
}

// The address is checked with the shared zod schema, which is most of a form library's weight: it loads when the
// parent first focuses the field (or at the latest on "Code schicken"), not with the sign-in page.
const loadEmailSchema = () => import('@domain/profile').then((m) => m.emailSchema);

/** Step 1: the e-mail address and "Code schicken". */
export function EmailStep({ busy, error, onSubmit }: EmailStepProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = await loadEmailSchema().catch(() => null);
    // Without the schema (the chunk could not be loaded) the server's own check of the address answers.
    if (!schema) {
      onSubmit(email.trim().toLowerCase());
      return;
    }
    const parsed = schema.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? authMessages.invalidEmail);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
        onFocus={() => void loadEmailSchema()}
        disabled={busy || !hydrated}
        error={invalid ?? undefined}
      />
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      <Button type="submit" loading={busy} disabled={!hydrated} className="w-full sm:w-auto sm:self-start">
        {busy ? authMessages.sending : authMessages.sendCode}
      </Button>
    </form>
  );
}
