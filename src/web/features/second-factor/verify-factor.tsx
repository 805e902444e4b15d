import { secondFactorMessages as m } from '@domain/messages/second-factor';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button, Card, PageSpinner } from '../../ui';
import { CodeForm } from './code-form';
import {
  useRecoveryCode,
  useSecondFactorStatus,
  useVerifyPasskey,
  useVerifyTotp,
} from './second-factor-queries';

/**
 * Every later admin sign-in: the app's code, a passkey, or one of the recovery codes. Also asked again on /profile
 * before a passkey is added (`onPassed` then continues there).
 */
export function VerifyFactor({ onPassed }: { onPassed?: () => void } = {}) {
  const status = useSecondFactorStatus();
  const totp = useVerifyTotp();
  const recovery = useRecoveryCode();
  const passkey = useVerifyPasskey();
  const [useRecovery, setUseRecovery] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  if (status.isPending) return <PageSpinner />;
  const { totp: hasTotp = false, passkeys = 0 } = status.data ?? {};

  const provePasskey = async () => {
    setPasskeyError(null);
    try {
      await passkey.mutateAsync();
      onPassed?.();
    } catch (failure) {
      setPasskeyError(
        failure instanceof Error && failure.name !== 'ApiError' ? m.passkeyFailed : errorText(failure),
      );
    }
  };

  return (
    <Card>
      <div className="flex flex-col gap-5">
        <p className="text-base text-stone-700">{m.verifyIntro}</p>
        {useRecovery || !hasTotp ? (
          <CodeForm
            kind="recovery"
            label={m.recoveryCodeLabel}
            submitLabel={m.verifyRecovery}
            busy={recovery.isPending}
            error={recovery.isError ? errorText(recovery.error) : null}
            onSubmit={(code) =>
              void recovery
                .mutateAsync(code)
                .then(() => onPassed?.())
                .catch(() => undefined)
            }
          />
        ) : (
          <CodeForm
            kind="totp"
            label={m.totpCodeLabel}
            submitLabel={m.verifyTotp}
            busy={totp.isPending}
            error={totp.isError ? errorText(totp.error) : null}
            onSubmit={(code) =>
              void totp
                .mutateAsync(code)
                .then(() => onPassed?.())
                .catch(() => undefined)
            }
          />
        )}
        {passkeys > 0 && (
          <div className="flex flex-col gap-2">
            <div>
              <Button variant="secondary" onClick={() => void provePasskey()} disabled={passkey.isPending}>
                {m.verifyPasskey}
              </Button>
            </div>
            {passkeyError && <AlertMessage tone="error">{passkeyError}</AlertMessage>}
          </div>
        )}
        {hasTotp && (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setUseRecovery((v) => !v)}>
              {useRecovery ? m.useTotp : m.useRecoveryCode}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
