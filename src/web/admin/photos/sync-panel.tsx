import { adminPhotosMessages as m } from '@domain/messages/admin-photos';
import type { PhotoSyncStatus } from '@domain/photos/admin-photos-api';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api';
import { AlertMessage, Button } from '../../ui';
import { usePhotoSync, useStartPhotoSync } from './photos-queries';

function progressText(sync: PhotoSyncStatus): string {
  const { foldersDone, foldersTotal } = sync.progress;
  const folders = foldersTotal > 1 ? ` · ${m.syncFolders(foldersDone, foldersTotal)}` : '';
  return `${m.syncProgress(sync.progress)}${folders}`;
}

/**
 * "Sync": queues the photo sync of the chosen folder (or of every folder) and follows the job until it ends:
 * files seen, new and removed while it runs, and its result. A sync already under way is followed instead.
 */
export function SyncPanel({ folderId, children }: { folderId: string | undefined; children: ReactNode }) {
  const start = useStartPhotoSync();
  const [jobId, setJobId] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const sync = usePhotoSync(jobId);
  const status = sync.data?.id === jobId ? sync.data : undefined;
  const running = status?.state === 'queued' || status?.state === 'running';

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {children}
        <Button
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          loading={start.isPending || running}
          onClick={async () => {
            try {
              const answer = await start.mutateAsync(folderId);
              setJoined(!answer.started);
              setJobId(answer.sync.id);
            } catch {
              // Shown below from the mutation's error.
            }
          }}
        >
          {running ? m.syncRunning : folderId ? m.sync : `${m.sync}: ${m.allFolders}`}
        </Button>
      </div>
      {start.isError && (
        <AlertMessage tone="error">
          {m.syncFailed} {errorText(start.error)}
        </AlertMessage>
      )}
      {status && (
        <AlertMessage
          tone={status.state === 'done' ? 'success' : status.state === 'failed' ? 'error' : 'info'}
          title={m.syncStates[status.state]}
        >
          <p>{progressText(status)}</p>
          {running && joined && <p>{m.syncAlreadyRunning}</p>}
          {running && status.failed && <p>{m.syncRetrying}</p>}
        </AlertMessage>
      )}
    </div>
  );
}
