import type { AdminBackupStatus } from '@domain/dashboard/admin-dashboard-api';
import { adminBackupMessages as m } from '@domain/messages/admin-backups';
import { formatDateTime } from '@domain/time';
import { DatabaseBackup } from 'lucide-react';
import { AlertMessage } from '../../ui';

// The dashboard's line about the embedded database's backups (decision 044): when the last one succeeded, and a
// warning when the newest failed or none succeeded for 26 hours. With a managed database the provider backs up:
// nothing to show here.
export function BackupStatus({ status }: { status: AdminBackupStatus }) {
  if (status.mode !== 'embedded')
    return status.mode === 'off' ? <p className="text-sm text-stone-600">{m.off}</p> : null;
  const problem = status.failing ? m.failing : status.stale ? m.stale : null;
  return (
    <section aria-label={m.title} className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <DatabaseBackup aria-hidden="true" className="size-4 text-brand-700" />
        {status.lastSuccessAt ? m.lastSuccess(formatDateTime(status.lastSuccessAt)) : m.none}
      </p>
      {problem && <AlertMessage tone={status.failing ? 'error' : 'warning'}>{problem}</AlertMessage>}
    </section>
  );
}
