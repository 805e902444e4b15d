import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDateTime } from '../../domain/time';
import {
  type EmbeddedDatabase,
  isAlive,
  postmasterPidOf,
  startEmbeddedPostgres,
} from '../db/embedded-postgres';
import { archivingFlags, restoreCommand } from './archive-commands';
import { baseDirOf, ensureArchiveDir, postgresUserIds } from './backup-layout';
import { unpackClusterFiles } from './cluster-files';
import { type RestoreSummary, restoreSummary } from './restore-summary';
import { listBaseBackups } from './retention';
import type { BaseBackupManifest } from './take-base-backup';

// A restore (decision 044): the base backup that ended last before the target, unpacked into an empty data folder,
// then PostgreSQL replays the archived WAL up to the target and is promoted to a database of its own.

/** A restore that must not run: the text says why and nothing was changed. */
export class RestoreRefused extends Error {}

interface RestoreOutcome {
  base: BaseBackupManifest;
  /** The last transaction replayed, or the base backup's end when none came after it. */
  restoredTo: Date;
  summary: RestoreSummary;
}

/** Refuses a folder that holds anything: a live cluster, a stopped one, or files of someone else's. */
async function assertEmptyTarget(pgDataDir: string): Promise<void> {
  const pid = postmasterPidOf(pgDataDir);
  if (pid !== null && isAlive(pid))
    throw new RestoreRefused(
      `In ${pgDataDir} läuft eine Datenbank (Prozess ${pid}). Anpfiff stoppen und einen leeren Ordner wählen.`,
    );
  if (existsSync(path.join(pgDataDir, 'PG_VERSION')))
    throw new RestoreRefused(
      `${pgDataDir} enthält bereits eine Datenbank. Sie wird nicht überschrieben: den Ordner umbenennen oder einen leeren wählen.`,
    );
  if (existsSync(pgDataDir) && (await readdir(pgDataDir)).length > 0)
    throw new RestoreRefused(`${pgDataDir} ist nicht leer. Zurückgespielt wird nur in einen leeren Ordner.`);
}

/** The base backup to start from: the newest that had ended by the target (any for `latest`: the newest). */
function chooseBaseBackup(
  manifests: readonly BaseBackupManifest[],
  target: Date | 'latest',
): BaseBackupManifest | undefined {
  const usable =
    target === 'latest' ? manifests : manifests.filter((m) => Date.parse(m.finishedAt) <= target.getTime());
  return [...usable].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt)).at(-1);
}

/** A timestamp as recovery_target_time reads it (it refuses ISO 8601's T and Z). */
const pgTimestamp = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '+00');

/** PostgreSQL runs as `postgres` when we are root (as embedded-postgres does): the user is made if missing. */
function postgresOwner(): { uid: number; gid: number } | null {
  const ids = postgresUserIds();
  if (ids || process.getuid?.() !== 0) return ids;
  execFileSync('groupadd', ['postgres']);
  execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  return postgresUserIds();
}

export async function restoreBackup(params: {
  /** The BACKUP_DIR to restore from. */
  from: string;
  /** The empty folder the cluster goes into (DATA_DIR/pg). */
  pgDataDir: string;
  target: Date | 'latest';
  /** Where the restored cluster archives its own WAL from now on (BACKUP_DIR of the restored app). */
  archiveTo: string;
  log?: (m: string) => void;
}): Promise<RestoreOutcome> {
  const { from, pgDataDir, target } = params;
  await assertEmptyTarget(pgDataDir);
  const manifests = await listBaseBackups(from);
  if (manifests.length === 0) throw new RestoreRefused(`In ${from} liegt keine Sicherung.`);
  const base = chooseBaseBackup(manifests, target);
  if (!base) {
    const oldest = manifests[0] as BaseBackupManifest;
    throw new RestoreRefused(
      `Die älteste Sicherung in ${from} endete am ${formatDateTime(oldest.finishedAt)}: ein früherer Zeitpunkt ist nicht erreichbar.`,
    );
  }
  let database: EmbeddedDatabase;
  try {
    database = await recover({ ...params, base });
  } catch (error) {
    // The folder was empty before: what this restore wrote goes, so the next attempt is not refused.
    await rm(pgDataDir, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
  try {
    const summary = await restoreSummary(database.url);
    return { base, restoredTo: summary.lastTransactionAt ?? new Date(base.finishedAt), summary };
  } finally {
    await database.stop();
  }
}

async function recover(params: {
  from: string;
  pgDataDir: string;
  target: Date | 'latest';
  archiveTo: string;
  base: BaseBackupManifest;
  log?: (m: string) => void;
}): Promise<EmbeddedDatabase> {
  const { from, pgDataDir, target, base } = params;
  // Its parents stay open to the postgres user (only the cluster folder itself is 0700).
  await mkdir(path.dirname(pgDataDir), { recursive: true });
  await unpackClusterFiles(path.join(baseDirOf(from), base.name, 'data'), pgDataDir, postgresOwner());
  await ensureArchiveDir(params.archiveTo);
  // PostgreSQL removes recovery.signal once promoted; the recovery settings are passed for this start only, so
  // the next start (the app's) is an ordinary one.
  const signal = path.join(pgDataDir, 'recovery.signal');
  await writeFile(signal, '', { mode: 0o600 });
  const owner = postgresUserIds();
  if (owner) await chown(signal, owner.uid, owner.gid);
  const recovery = [
    ...['-c', `restore_command=${restoreCommand(from)}`],
    ...(target === 'latest'
      ? []
      : ['-c', `recovery_target_time=${pgTimestamp(target)}`, '-c', 'recovery_target_action=promote']),
  ];
  const lines: string[] = [];
  const log = (m: string) => {
    lines.push(m);
    params.log?.(m);
  };
  try {
    // Resolves once PostgreSQL accepts writes: the target reached and the cluster promoted.
    return await startEmbeddedPostgres(pgDataDir, {
      postgresFlags: [...archivingFlags(params.archiveTo), ...recovery],
      log,
    });
  } catch (error) {
    const fatal = lines.filter((l) => /FATAL|PANIC|could not/.test(l)).join('\n');
    throw new Error(`PostgreSQL konnte die Sicherung nicht zurückspielen.${fatal ? `\n${fatal}` : ''}`, {
      cause: error,
    });
  }
}
