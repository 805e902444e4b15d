import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { baseDirOf, MANIFEST, walDirOf } from './backup-layout';
import type { BaseBackupManifest } from './take-base-backup';

// Retention (decision 044): every moment of the last N days stays restorable, nothing older is kept. That needs
// the newest base backup finished before the window opened (a restore into the window's first hours starts from
// it), every base backup after it, and the archived WAL from its start on.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A base backup folder left half-written (a crash during the copy) is removed once it is this old. */
const PARTIAL_AGE_MS = DAY_MS;

/** The segment part of a WAL file name (timeline left out), as pg_archivecleanup compares them. */
const SEGMENT = /^[0-9A-F]{8}([0-9A-F]{16})(\.partial|\.[0-9A-F]{8}\.backup)?\.gz$/;

interface RetentionPlan {
  /** Base backup names to delete. */
  backups: string[];
  /** Archived WAL files to delete. */
  wal: string[];
}

/** Which base backups and WAL files go, by the rule above; never the newest base backup nor what it needs. */
export function planRetention(
  manifests: readonly Pick<BaseBackupManifest, 'name' | 'finishedAt' | 'startWal'>[],
  walFiles: readonly string[],
  now: Date,
  retentionDays: number,
): RetentionPlan {
  if (manifests.length === 0) return { backups: [], wal: [] };
  const sorted = [...manifests].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const windowStart = now.getTime() - retentionDays * DAY_MS;
  // The newest base backup finished before the window, or the oldest one when none is that old.
  let first = 0;
  sorted.forEach((m, i) => {
    if (Date.parse(m.finishedAt) <= windowStart) first = i;
  });
  const kept = sorted.slice(first);
  const oldestSegment = kept
    .map((m) => m.startWal.slice(8))
    .sort()
    .at(0) as string;
  return {
    backups: sorted.slice(0, first).map((m) => m.name),
    wal: walFiles.filter((file) => {
      const segment = SEGMENT.exec(file)?.[1];
      // Timeline history files (NNNNNNNN.history.gz) are tiny and every later timeline needs them: kept.
      return segment !== undefined && segment < oldestSegment;
    }),
  };
}

/** The complete base backups in BACKUP_DIR, oldest first. */
export async function listBaseBackups(backupDir: string): Promise<BaseBackupManifest[]> {
  const dir = baseDirOf(backupDir);
  if (!existsSync(dir)) return [];
  const manifests: BaseBackupManifest[] = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name, MANIFEST);
    if (name.startsWith('.') || !existsSync(file)) continue;
    manifests.push(JSON.parse(await readFile(file, 'utf8')) as BaseBackupManifest);
  }
  return manifests.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

/** Applies the retention to BACKUP_DIR; answers what it deleted. */
export async function pruneBackups(
  backupDir: string,
  now: Date,
  retentionDays: number,
): Promise<RetentionPlan> {
  const walDir = walDirOf(backupDir);
  const walFiles = existsSync(walDir) ? await readdir(walDir) : [];
  const plan = planRetention(await listBaseBackups(backupDir), walFiles, now, retentionDays);
  for (const name of plan.backups)
    await rm(path.join(baseDirOf(backupDir), name), { recursive: true, force: true });
  for (const file of plan.wal) await rm(path.join(walDir, file), { force: true });
  const baseDir = baseDirOf(backupDir);
  if (existsSync(baseDir)) {
    for (const name of await readdir(baseDir)) {
      if (!name.endsWith('.partial')) continue;
      const age = now.getTime() - (await stat(path.join(baseDir, name))).mtimeMs;
      if (age > PARTIAL_AGE_MS) await rm(path.join(baseDir, name), { recursive: true, force: true });
    }
  }
  return plan;
}
