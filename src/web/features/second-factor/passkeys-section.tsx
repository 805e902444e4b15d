import { secondFactorMessages as m } from '@domain/messages/second-factor';
import type { PasskeyRow } from '@domain/second-factor/passkeys-api';
import { formatDate } from '@domain/time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, errorText } from '../../lib/api';
import { createPasskey, provePasskey } from '../../lib/passkey-ceremony';
import { AlertMessage, Button, Card, ConfirmDialog } from '../../ui';
import { VerifyFactor } from './verify-factor';

// Passkeys on /profile (decision 036): parents and admins add one to sign in with "Mit Passkey anmelden" (for an
// admin it is also a second factor), see when each was used, and remove one. An admin is asked for the factor again
// when it was passed more than a few minutes ago, and confirms a passkey from before the promotion as the factor.

const passkeysKey = ['passkeys'] as const;

function passkeyDetails(passkey: PasskeyRow, admin: boolean): string {
  const parts = [m.passkeyCreatedAt(formatDate(new Date(passkey.createdAt)))];
  if (passkey.lastUsedAt) parts.push(m.passkeyLastUsed(formatDate(new Date(passkey.lastUsedAt))));
  if (admin && !passkey.adminFactor) parts.push(m.passkeyNotFactor);
  return `(${parts.join(', ')})`;
}

export function PasskeysSection({ admin = false }: { admin?: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => call('GET /passkeys', { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });
  const remove = (id: string) => call('DELETE /passkeys/:id', { params: { id } }).then(refresh);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askFactor, setAskFactor] = useState(false);

  /** One ceremony (adding, confirming); a stale factor opens the factor's form in place. */
  const run = async (ceremony: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await ceremony();
      await refresh();
      setNotice(done);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'SECOND_FACTOR_AGAIN') setAskFactor(true);
      else
        setError(
          failure instanceof Error && failure.name !== 'ApiError' ? m.passkeyFailed : errorText(failure),
        );
    } finally {
      setBusy(false);
    }
  };
  const addPasskey = () => run(() => createPasskey(), m.passkeyAdded);
  const confirmPasskey = () =>
    run(() => provePasskey('POST /auth/second-factor/passkey/confirm'), m.passkeyConfirmed);

  const passkeys = list.data?.passkeys ?? [];
  return (
    <Card title={m.passkeysTitle}>
      <p className="mb-3 text-base text-stone-700">{m.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p className="mb-3 text-base text-stone-600">{m.passkeysNone}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-base text-stone-800">
                {passkey.name}{' '}
                <span className="text-sm text-stone-600">{passkeyDetails(passkey, admin)}</span>
              </span>
              <span className="flex gap-2">
                {admin && !passkey.adminFactor && (
                  <Button variant="secondary" size="sm" onClick={() => void confirmPasskey()} disabled={busy}>
                    {m.passkeyConfirm}
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => setRemoving(passkey)}>
                  {m.passkeyRemove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => void addPasskey()} disabled={busy}>
        {m.passkeyAdd}
      </Button>
      {askFactor && (
        <div className="mt-3">
          <VerifyFactor
            onPassed={() => {
              setAskFactor(false);
              setNotice(m.factorAgainDone);
            }}
          />
        </div>
      )}
      {notice && (
        <div className="mt-3">
          <AlertMessage tone="success">{notice}</AlertMessage>
        </div>
      )}
      {error && (
        <div className="mt-3">
          <AlertMessage tone="error">{error}</AlertMessage>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={m.passkeyRemoveConfirm(removing?.name ?? '')}
        description={m.passkeysIntro}
        confirmLabel={m.passkeyRemove}
        onConfirm={() => (removing ? remove(removing.id) : undefined)}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </Card>
  );
}
