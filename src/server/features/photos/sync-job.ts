import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../jobs/jobs';
import { photoServices } from './photo-services';
import { syncPhotoFolder, syncPhotoFolders } from './sync-folder';

// The photo sync as a durable pg-boss job: the admin's Sync button (and an hourly schedule) only queue it, so a
// slow Drive listing never holds up a request, and a failed sync is retried.
//   { folderId }  one album
//   {}            every album: the folder list first, then one job per album

export const PHOTO_SYNC_QUEUE = 'photos.sync';

export interface PhotoSyncJob {
  folderId?: string;
}

// "stately": at most one waiting and one running job per album (singletonKey), so pressing Sync twice queues one
// sync, and a sync requested while one runs still follows once it is done.
const queue: QueueDefinition & { policy: 'stately' } = {
  name: PHOTO_SYNC_QUEUE,
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** Queues a sync; a sync of the same album that is already waiting is not queued twice. */
export async function requestPhotoSync(ctx: Pick<AppContext, 'jobs'>, folderId?: string): Promise<void> {
  // The queue must carry its policy before the first job, also in a process that runs no workers.
  await ctx.jobs.boss.createQueue(queue.name, queue);
  await ctx.jobs.send(
    PHOTO_SYNC_QUEUE,
    folderId ? { folderId } : {},
    folderId ? { singletonKey: folderId } : {},
  );
}

/** What one job does; exported so the seed and tests run exactly the worker's code. */
export async function runPhotoSync(ctx: Pick<AppContext, 'db' | 'config' | 'jobs'>, job: PhotoSyncJob) {
  const source = photoServices(ctx.config).sources.configured;
  if (job.folderId) return [await syncPhotoFolder(ctx.db, source, job.folderId)];
  const folderIds = await syncPhotoFolders(ctx.db, source);
  for (const folderId of folderIds) await requestPhotoSync(ctx, folderId);
  return [];
}

export async function registerPhotoSyncWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.boss.createQueue(queue.name, queue);
  await ctx.jobs.work<PhotoSyncJob>(queue, async (job, meta) => {
    try {
      await runPhotoSync(ctx, job);
    } catch (err) {
      console.warn(
        `[photos] Sync fehlgeschlagen (Job ${meta.id}, Versuch ${meta.retryCount + 1}): ${(err as Error).message}`,
      );
      throw err;
    }
  });
  // A queue made by an earlier version keeps its old policy otherwise.
  await ctx.jobs.boss.updateQueue(queue.name, queue);
  // New photos in the source show up within the hour even when nobody presses Sync.
  await ctx.jobs.boss.schedule(PHOTO_SYNC_QUEUE, '17 * * * *', {}, { tz: 'Europe/Zurich' });
}
