import { isOtpComplete, normaliseOtpInput, OTP_LENGTH } from '@domain/auth/otp-input';
import { authMessages } from '@domain/messages/auth';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { AlertMessage, Button, Input } from '../../ui';

interface CodeStepProps {
  email: string;
  busy: boolean;
  error: string | null;
  notice: string | null;
  /** Seconds until a new code may be requested (0: now). */
  resendIn: number;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  /** Changes whenever a new code was sent, to clear the field. */
  codeGeneration: number;
}

/** Step 2: the locked e-mail, the 6-digit code (submits itself when complete) and the resend link. */
export function CodeStep(props: CodeStepProps) {
  const { email, busy, error, notice, resendIn, onVerify, onResend, onChangeEmail, codeGeneration } = props;
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code empties the field
  useEffect(() => {
    setCode('');
    input.current?.focus();
  }, [codeGeneration]);

  // After a failed check the field is usable again: focus it for the next try.
  useEffect(() => {
    if (!busy && error) input.current?.focus();
  }, [busy, error]);

  const change = (raw: string) => {
    const next = normaliseOtpInput(raw);
    setCode(next);
    if (isOtpComplete(next) && next !== code) onVerify(next);
  };

  const submit = (event: FormEvent | KeyboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (isOtpComplete(code) && !busy) onVerify(code);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input label={authMessages.emailLabel} type="email" value={email} disabled readOnly />
      <p className="text-base text-stone-700">{authMessages.codeSentTo(email)}</p>
      <Input
        ref={input}
        label={authMessages.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        className="max-w-48"
        value={code}
        onChange={(e) => change(e.target.value)}
        // The form has no submit button (the code submits itself), so Enter is handled here.
        onKeyDown={(e) => e.key === 'Enter' && submit(e)}
        disabled={busy}
        aria-invalid={error ? true : undefined}
      />
      {busy && <p className="text-sm text-stone-600">{authMessages.verifying}</p>}
      {error && <AlertMessage tone="error">{error}</AlertMessage>}
      {notice && !error && <AlertMessage tone="success">{notice}</AlertMessage>}
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          onClick={onResend}
          disabled={busy || resendIn > 0}
          className="text-base font-medium text-brand-800 underline underline-offset-2 disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline"
        >
          {resendIn > 0 ? authMessages.resendIn(resendIn) : authMessages.resendCode}
        </button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail} disabled={busy}>
          {authMessages.changeEmail}
        </Button>
      </div>
    </form>
  );
}
