import type { PhotoSyncProgress } from '../../../domain/photos/admin-photos-api';
import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../jobs/jobs';
import { logFor } from '../../observability/log';
import { photoServices } from './photo-services';
import { type FolderSyncResult, syncPhotoFolder, syncPhotoFolders } from './sync-folder';
import { PHOTO_SYNC_QUEUE, writeSyncProgress } from './sync-job-state';

const log = logFor('photos');

// The photo sync as a durable pg-boss job: the admin's Sync button (start-photo-sync.ts) and an hourly schedule
// only queue it, so a slow Drive listing never holds up a request, and a failed sync is retried.
//   { folderId }  one album
//   {}            every album: the folder list first, then each album in turn
// While it runs, the job's output holds its progress (files seen, new, removed); when it is done, its result.

export { PHOTO_SYNC_QUEUE };

interface PhotoSyncJob {
  folderId?: string;
}

// "stately": at most one waiting and one running job per album (singletonKey; every album's sync has none), so
// pressing Sync twice queues one sync, and the hourly sync never piles up behind a slow one.
export const photoSyncQueue: QueueDefinition & { policy: 'stately' } = {
  name: PHOTO_SYNC_QUEUE,
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

type ProgressReport = (progress: PhotoSyncProgress) => Promise<void>;

/** What one job does; exported so the seed and tests run exactly the worker's code. */
export async function runPhotoSync(
  ctx: Pick<AppContext, 'db' | 'config'>,
  job: PhotoSyncJob,
  report: ProgressReport = async () => {},
): Promise<FolderSyncResult[]> {
  const source = photoServices(ctx.config).sources.configured;
  const folderIds = job.folderId ? [job.folderId] : await syncPhotoFolders(ctx.db, source);
  const done = { seen: 0, added: 0, updated: 0, removed: 0 };
  const results: FolderSyncResult[] = [];
  await report({ foldersDone: 0, foldersTotal: folderIds.length, ...done });
  for (const folderId of folderIds) {
    const result = await syncPhotoFolder(ctx.db, source, folderId, (folder) =>
      report({
        foldersDone: results.length,
        foldersTotal: folderIds.length,
        seen: done.seen + folder.seen,
        added: done.added + folder.added,
        updated: done.updated + folder.updated,
        removed: done.removed + folder.removed,
      }),
    );
    results.push(result);
    done.seen += result.added + result.updated;
    done.added += result.added;
    done.updated += result.updated;
    done.removed += result.removed;
  }
  return results;
}

/** The progress once every album is done: the job's final output. */
function summary(results: FolderSyncResult[]): PhotoSyncProgress {
  const sum = {
    foldersDone: results.length,
    foldersTotal: results.length,
    seen: 0,
    added: 0,
    updated: 0,
    removed: 0,
  };
  for (const r of results) {
    sum.seen += r.added + r.updated;
    sum.added += r.added;
    sum.updated += r.updated;
    sum.removed += r.removed;
  }
  return sum;
}

export async function registerPhotoSyncWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.boss.createQueue(photoSyncQueue.name, photoSyncQueue);
  await ctx.jobs.work<PhotoSyncJob>(photoSyncQueue, async (job, meta) => {
    try {
      const results = await runPhotoSync(ctx, job, (progress) =>
        writeSyncProgress(ctx.db, meta.id, progress),
      );
      return summary(results);
    } catch (err) {
      log.warn({ jobId: meta.id, attempt: meta.retryCount + 1, err }, 'Sync fehlgeschlagen');
      throw err;
    }
  });
  // A queue made by an earlier version keeps its old policy otherwise.
  await ctx.jobs.boss.updateQueue(photoSyncQueue.name, photoSyncQueue);
  // New photos in the source show up within the hour even when nobody presses Sync.
  await ctx.jobs.boss.schedule(PHOTO_SYNC_QUEUE, '17 * * * *', {}, { tz: 'Europe/Zurich' });
}
