import { type FormEvent, useState } from 'react';
import { AlertMessage, Button, Input } from '../../ui';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  /** A 6-digit TOTP code (numeric keyboard, one-time-code autofill) or a recovery code (free text). */
  kind: 'totp' | 'recovery';
}

/** One code field and its button, for the app's code and for a recovery code. */
export function CodeForm({ label, submitLabel, busy, error, onSubmit, kind }: CodeFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !busy) onSubmit(code.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Input
        label={label}
        name={kind === 'totp' ? 'totp' : 'recovery-code'}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="max-w-64"
        autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
        {...(kind === 'totp' ? { inputMode: 'numeric' as const, maxLength: 6 } : { maxLength: 20 })}
        disabled={busy}
        aria-invalid={error ? true : undefined}
      />
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      <div>
        <Button type="submit" disabled={busy || !code.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
