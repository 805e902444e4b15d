import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  emptySyncProgress,
  type PhotoSyncProgress,
  type PhotoSyncState,
  type PhotoSyncStatus,
} from '../../../domain/photos/admin-photos-api';
import type { DbOrTx } from '../../db/client';

// The photo sync's state as the admin's screen polls it, read from the pg-boss job itself (schema pgboss): its
// state, and its output, which holds the progress while the job runs and the result once it is done. Nothing
// else keeps a copy, so a sync that pg-boss retries, expires or fails shows exactly that.

export const PHOTO_SYNC_QUEUE = 'photos.sync';

type BossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

type SyncJobRow = {
  id: string;
  state: BossState;
  data: { folderId?: string } | null;
  output: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
};

const progressSchema = z.object({
  foldersDone: z.number().int().min(0),
  foldersTotal: z.number().int().min(0),
  seen: z.number().int().min(0),
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  removed: z.number().int().min(0),
});

/** Stores the running job's progress; a job no longer active (expired, retried) keeps what pg-boss wrote. */
export async function writeSyncProgress(
  db: DbOrTx,
  jobId: string,
  progress: PhotoSyncProgress,
): Promise<void> {
  await db.execute(
    sql`update pgboss.job set output = ${JSON.stringify(progress)}::jsonb
        where name = ${PHOTO_SYNC_QUEUE} and id = ${jobId}::uuid and state = 'active'`,
  );
}

const columns = sql.raw(
  `id, state, data, output, retry_count as "retryCount", created_on as "createdOn", completed_on as "completedOn"`,
);

/** The sync of this album (null: of every album) that waits or runs; the running one first. */
export async function findPendingSync(db: DbOrTx, folderId: string | null): Promise<SyncJobRow | undefined> {
  const result = await db.execute<SyncJobRow>(
    sql`select ${columns} from pgboss.job
        where name = ${PHOTO_SYNC_QUEUE} and singleton_key is not distinct from ${folderId}
          and state in ('created', 'retry', 'active')
        order by (state = 'active') desc, created_on
        limit 1`,
  );
  return result.rows[0];
}

/** A sync job by id, also once pg-boss has archived it. */
export async function findSyncJob(db: DbOrTx, jobId: string): Promise<SyncJobRow | undefined> {
  const result = await db.execute<SyncJobRow>(
    sql`select ${columns} from pgboss.job where name = ${PHOTO_SYNC_QUEUE} and id = ${jobId}::uuid
        union all
        select ${columns} from pgboss.archive where name = ${PHOTO_SYNC_QUEUE} and id = ${jobId}::uuid
        limit 1`,
  );
  return result.rows[0];
}

const STATES: Record<BossState, PhotoSyncState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  cancelled: 'failed',
  failed: 'failed',
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toSyncStatus(row: SyncJobRow): PhotoSyncStatus {
  // A failed attempt leaves its error (never shown) as the output: the progress then starts anew.
  const progress = progressSchema.safeParse(row.output);
  return {
    id: row.id,
    folderId: row.data?.folderId ?? null,
    state: STATES[row.state],
    progress: progress.success ? progress.data : emptySyncProgress,
    failed:
      row.state === 'retry' || row.state === 'failed' || row.state === 'cancelled' || row.retryCount > 0,
    createdAt: iso(row.createdOn),
    finishedAt: row.completedOn ? iso(row.completedOn) : null,
  };
}
