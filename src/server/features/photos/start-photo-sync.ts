import type { PhotoSyncResponse, PhotoSyncStatus } from '../../../domain/photos/admin-photos-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findAdminPhotoFolder } from './admin-queries';
import { PHOTO_SYNC_QUEUE, photoSyncQueue } from './sync-job';
import { findPendingSync, findSyncJob, toSyncStatus } from './sync-job-state';

// The admin's Sync button (admin-back-office.md sections 2 and 7, photos-sync?folderId): queues the sync job of
// one album or of every album and answers it, so the screen can poll its progress. While a sync of the same
// album waits or runs, that one is answered instead of a second job.

export async function startPhotoSync(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  folderId: string | undefined,
): Promise<PhotoSyncResponse> {
  if (folderId !== undefined && !(await findAdminPhotoFolder(ctx.db, folderId))) {
    throw new AppError('PHOTO_FOLDER_NOT_FOUND', 404);
  }
  const key = folderId ?? null;
  const pending = await findPendingSync(ctx.db, key);
  if (pending) return { sync: toSyncStatus(pending), started: false };

  await ctx.jobs.boss.createQueue(photoSyncQueue.name, photoSyncQueue);
  const id = await ctx.jobs.boss.send(
    PHOTO_SYNC_QUEUE,
    folderId ? { folderId } : {},
    folderId ? { singletonKey: folderId } : {},
  );
  // null: another request queued the same sync a moment ago (the queue's stately policy allows one waiting).
  const job = id ? await findSyncJob(ctx.db, id) : await findPendingSync(ctx.db, key);
  if (!job) throw new AppError('CONFLICT', 409);
  return { sync: toSyncStatus(job), started: id !== null };
}

export async function photoSyncStatus(ctx: Pick<AppContext, 'db'>, jobId: string): Promise<PhotoSyncStatus> {
  const job = await findSyncJob(ctx.db, jobId);
  if (!job) throw new AppError('NOT_FOUND', 404);
  return toSyncStatus(job);
}
