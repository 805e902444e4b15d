import { secondFactorMessages as m } from '@domain/messages/second-factor';
import { PASSKEYS_PATH, type PasskeyRow } from '@domain/second-factor/passkeys-api';
import { formatDate } from '@domain/time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorText } from '../../lib/api';
import { createPasskey } from '../../lib/passkey-ceremony';
import { AlertMessage, Button, Card, ConfirmDialog } from '../../ui';

// Passkeys on /profile (decision 036): parents and admins add one to sign in with "Mit Passkey anmelden" (for an
// admin it is also a second factor), see when each was used, and remove one.

const passkeysKey = ['passkeys'] as const;

export function PasskeysSection() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api.get<{ passkeys: PasskeyRow[] }>(PASSKEYS_PATH, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });
  const add = useMutation({
    mutationFn: () => createPasskey<{ passkey: PasskeyRow }>(`${PASSKEYS_PATH}/options`, PASSKEYS_PATH),
    onSuccess: refresh,
  });
  const remove = (id: string) => api.delete<{ ok: true }>(`${PASSKEYS_PATH}/${id}`).then(refresh);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const addPasskey = async () => {
    setError(null);
    setAdded(false);
    try {
      await add.mutateAsync();
      setAdded(true);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name !== 'ApiError' ? m.passkeyFailed : errorText(failure),
      );
    }
  };

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
                <span className="text-sm text-stone-600">
                  ({m.passkeyCreatedAt(formatDate(new Date(passkey.createdAt)))}
                  {passkey.lastUsedAt
                    ? `, ${m.passkeyLastUsed(formatDate(new Date(passkey.lastUsedAt)))}`
                    : ''}
                  )
                </span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setRemoving(passkey)}>
                {m.passkeyRemove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => void addPasskey()} disabled={add.isPending}>
        {m.passkeyAdd}
      </Button>
      {added && (
        <div className="mt-3">
          <AlertMessage tone="success">{m.passkeyAdded}</AlertMessage>
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
