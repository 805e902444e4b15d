import type pg from 'pg';
import type { AppContext } from '../context';
import type { BackupRunKind } from '../db/schema';
import { setLastBackupTime } from '../observability/metrics';
import { alertAdminsOnce } from './backup-alerts';
import { ensureArchiveDir, pgDataDirOf } from './backup-layout';
import { finishRun, lastSuccessfulBackupAt, startRun } from './backup-runs';
import { pruneBackups } from './retention';
import { type BaseBackupManifest, takeBaseBackup } from './take-base-backup';

// One base backup as the schedule, the hourly check and `npm run backup` take it: recorded in backup_runs,
// followed by the retention, and a failure mailed to the admins (once per streak).

type BackupContext = Pick<AppContext, 'config' | 'db' | 'clock' | 'jobs'>;

type BackupOutcome =
  | { ok: true; manifest: BaseBackupManifest; pruned: { backups: string[]; wal: string[] } }
  | { ok: false; error: string };

/** The pool behind the drizzle handle (connect() made it with one); Db's type leaves it out. */
const poolOf = (ctx: BackupContext) => (ctx.db as unknown as { $client: pg.Pool }).$client;

/** The reason an operator reads: our own texts as they are, anything else with its message. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runBackup(ctx: BackupContext, kind: BackupRunKind): Promise<BackupOutcome> {
  const { config } = ctx;
  const runId = await startRun(ctx.db, kind, ctx.clock.now());
  try {
    await ensureArchiveDir(config.backupDir);
    // A session of its own for the whole backup: pg_backup_start and pg_backup_stop must share it.
    const client = await poolOf(ctx).connect();
    let manifest: BaseBackupManifest;
    try {
      manifest = await takeBaseBackup({
        client,
        pgDataDir: pgDataDirOf(config),
        backupDir: config.backupDir,
      });
    } finally {
      client.release();
    }
    const pruned = await pruneBackups(config.backupDir, ctx.clock.now(), config.BACKUP_RETENTION_DAYS);
    await finishRun(ctx.db, runId, {
      status: 'succeeded',
      at: new Date(manifest.finishedAt),
      name: manifest.name,
      bytes: manifest.bytes,
    });
    setLastBackupTime(new Date(manifest.finishedAt));
    return { ok: true, manifest, pruned };
  } catch (error) {
    const reason = reasonOf(error);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await finishRun(tx, runId, { status: 'failed', at: now, error: reason });
      const lastSuccessAt = await lastSuccessfulBackupAt(tx);
      await alertAdminsOnce(ctx, tx, runId, { kind: 'failed', at: now, reason, lastSuccessAt }, now);
    });
    return { ok: false, error: reason };
  }
}
