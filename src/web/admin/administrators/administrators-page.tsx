import { secondFactorMessages as m } from '@domain/messages/second-factor';
import type { AdministratorRow } from '@domain/second-factor/second-factor-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorText } from '../../lib/api';
import { AlertMessage, Button, Card, ConfirmDialog, PageHeader, PageSpinner } from '../../ui';

// /admin/administratoren (decision 036): every admin with the second factor they set up; another admin resets a
// lost one here (audited on the server), never their own. Reached from the dashboard's quick access.

const key = ['admin', 'administrators'] as const;

function nameOf(row: AdministratorRow): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}

function factorText(row: AdministratorRow): string {
  if (!row.enrolled) return m.factorNone;
  const parts = [row.totp ? m.factorTotp : null, row.passkeys > 0 ? m.factorPasskeys(row.passkeys) : null];
  return [...parts.filter(Boolean), m.recoveryLeft(row.recoveryCodesLeft)].join(', ');
}

export function AdminAdministratorsPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call('GET /admin/administrators', { signal }),
  });
  const [resetting, setResetting] = useState<AdministratorRow | null>(null);
  const [done, setDone] = useState(false);

  const reset = async (row: AdministratorRow) => {
    await call('POST /admin/administrators/:adminId/reset-second-factor', { params: { adminId: row.id } });
    setDone(true);
    await queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={m.administratorsTitle} />
      <p className="text-base text-stone-700">{m.administratorsIntro}</p>
      {done && <AlertMessage tone="success">{m.resetDone}</AlertMessage>}
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <AlertMessage tone="error">{errorText(list.error)}</AlertMessage>
      ) : (
        <Card>
          <ul className="divide-y divide-stone-100">
            {list.data.administrators.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-stone-900">
                    {nameOf(row)} {row.isSelf && <span className="font-normal text-stone-600">{m.you}</span>}
                  </p>
                  <p className="text-sm text-stone-600">{row.email}</p>
                  <p className="text-sm text-stone-700">
                    {m.columnFactor}: {factorText(row)}
                  </p>
                </div>
                {!row.isSelf && row.enrolled && (
                  <Button variant="secondary" size="sm" onClick={() => setResetting(row)}>
                    {m.resetFactor}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={m.resetFactor}
        description={resetting ? m.resetConfirm(nameOf(resetting)) : ''}
        confirmLabel={m.resetFactor}
        onConfirm={() => (resetting ? reset(resetting) : undefined)}
        onOpenChange={(open) => !open && setResetting(null)}
      />
    </div>
  );
}
