import { secondFactorMessages as m } from '@domain/messages/second-factor';
import type { TotpEnrolment } from '@domain/second-factor/second-factor-api';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card } from '../../ui';
import { CodeForm } from './code-form';
import {
  useConfirmPasskey,
  useConfirmTotp,
  useEnrolPasskey,
  useSecondFactorStatus,
  useStartTotp,
} from './second-factor-queries';

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** First admin sign-in: a TOTP app (QR code or the key typed in) or a passkey; then the recovery codes. */
export function EnrolFactor({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
  const enrolPasskey = useEnrolPasskey();
  const confirmPasskey = useConfirmPasskey();
  const status = useSecondFactorStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const start = async () => setEnrolment(await startTotp.mutateAsync());
  const confirm = async (code: string) => onEnrolled((await confirmTotp.mutateAsync(code)).recoveryCodes);
  const passkey = async (ceremony: typeof enrolPasskey | typeof confirmPasskey) => {
    setPasskeyError(null);
    try {
      onEnrolled((await ceremony.mutateAsync()).recoveryCodes);
    } catch (failure) {
      setPasskeyError(
        failure instanceof Error && failure.name !== 'ApiError' ? m.passkeyFailed : errorText(failure),
      );
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-stone-700">{m.enrolIntro}</p>
      <Card title={m.enrolTotpTitle}>
        {enrolment ? (
          <div className="flex flex-col gap-4">
            <p className="text-base text-stone-700">{m.enrolTotpScan}</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
              alt={m.enrolTotpQrAlt}
              width={200}
              height={200}
              className="h-48 w-48 rounded-lg border border-stone-200 bg-white"
            />
            <div>
              <p className="text-sm font-medium text-stone-700">{m.enrolTotpSecretLabel}</p>
              <p className="break-all font-mono text-base text-stone-900" data-testid="totp-secret">
                {grouped(enrolment.secret)}
              </p>
            </div>
            <CodeForm
              kind="totp"
              label={m.totpCodeLabel}
              submitLabel={m.enrolTotpConfirm}
              busy={confirmTotp.isPending}
              error={confirmTotp.isError ? errorText(confirmTotp.error) : null}
              onSubmit={(code) => void confirm(code).catch(() => undefined)}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <Button onClick={() => void start().catch(() => undefined)} disabled={startTotp.isPending}>
              {m.enrolTotpStart}
            </Button>
            {startTotp.isError && <AlertMessage tone="error">{errorText(startTotp.error)}</AlertMessage>}
          </div>
        )}
      </Card>
      <Card title={m.enrolPasskeyTitle}>
        <p className="mb-3 text-base text-stone-700">{m.enrolPasskeyIntro}</p>
        <Button
          variant="secondary"
          onClick={() => void passkey(enrolPasskey)}
          disabled={enrolPasskey.isPending}
        >
          {m.enrolPasskeyStart}
        </Button>
        {passkeyError && (
          <div className="mt-3">
            <AlertMessage tone="error">{passkeyError}</AlertMessage>
          </div>
        )}
      </Card>
      {(status.data?.unconfirmedPasskeys ?? 0) > 0 && (
        <Card title={m.enrolConfirmTitle}>
          <p className="mb-3 text-base text-stone-700">{m.enrolConfirmIntro}</p>
          <Button
            variant="secondary"
            onClick={() => void passkey(confirmPasskey)}
            disabled={confirmPasskey.isPending}
          >
            {m.passkeyConfirm}
          </Button>
        </Card>
      )}
    </div>
  );
}
