import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type pg from 'pg';
import { baseDirOf, MANIFEST } from './backup-layout';
import { copyClusterFiles } from './cluster-files';

// One base backup of the running embedded cluster with PostgreSQL's own low-level API (decision 044):
// pg_backup_start, a copy of the data folder, pg_backup_stop, which waits until the WAL the copy needs is archived.

/** What backup.json records: the restore picks a base backup by these and starts its WAL replay at `startWal`. */
export interface BaseBackupManifest {
  name: string;
  /** The database's clock when the backup began and when pg_backup_stop returned: a restore reaches no earlier. */
  startedAt: string;
  finishedAt: string;
  startLsn: string;
  stopLsn: string;
  /** The first WAL segment a restore replays; older archived WAL is not needed for this backup. */
  startWal: string;
  bytes: number;
}

class BackupError extends Error {}

const gzipped = promisify(gzip);

async function writeFlushed(file: string, content: string | Buffer): Promise<void> {
  await writeFile(file, content);
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A folder name that sorts by time: 20261128T023000Z. */
function nameOf(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export async function takeBaseBackup(params: {
  /** A session on the cluster as a superuser; it is held from start to stop (a non-exclusive backup). */
  client: pg.ClientBase;
  pgDataDir: string;
  backupDir: string;
}): Promise<BaseBackupManifest> {
  const { client, pgDataDir, backupDir } = params;
  if (!existsSync(path.join(pgDataDir, 'PG_VERSION')))
    throw new BackupError(`Im Datenordner ${pgDataDir} liegt keine PostgreSQL-Datenbank.`);
  const archiving = await client.query<{ archive_mode: string }>('show archive_mode');
  if (archiving.rows[0]?.archive_mode !== 'on')
    throw new BackupError('Die WAL-Archivierung ist aus: ohne sie lässt sich keine Sicherung zurückspielen.');
  const started = await client.query<{ lsn: string; wal: string; at: Date }>(
    `select lsn::text as lsn, pg_walfile_name(lsn) as wal, clock_timestamp() as at
       from pg_backup_start($1, true) as lsn`,
    [`anpfiff ${new Date().toISOString()}`],
  );
  const start = started.rows[0];
  if (!start) throw new BackupError('pg_backup_start gab nichts zurück.');
  let name = nameOf(start.at);
  for (let n = 2; existsSync(path.join(baseDirOf(backupDir), name)); n++) name = `${nameOf(start.at)}-${n}`;
  const partial = path.join(baseDirOf(backupDir), `.${name}.partial`);
  const target = path.join(baseDirOf(backupDir), name);
  let stopped = false;
  try {
    await mkdir(partial, { recursive: true });
    const bytes = await copyClusterFiles(pgDataDir, path.join(partial, 'data'));
    const result = await client.query<{ lsn: string; labelfile: string; spcmapfile: string; at: Date }>(
      `select lsn::text as lsn, labelfile, spcmapfile, clock_timestamp() as at from pg_backup_stop(true)`,
    );
    stopped = true;
    const stop = result.rows[0];
    if (!stop) throw new BackupError('pg_backup_stop gab nichts zurück.');
    // The label says where recovery starts; without it the copy would be taken for a crashed cluster.
    await writeFlushed(path.join(partial, 'data', 'backup_label.gz'), await gzipped(stop.labelfile));
    if (stop.spcmapfile)
      await writeFlushed(path.join(partial, 'data', 'tablespace_map.gz'), await gzipped(stop.spcmapfile));
    const manifest: BaseBackupManifest = {
      name,
      startedAt: start.at.toISOString(),
      finishedAt: stop.at.toISOString(),
      startLsn: start.lsn,
      stopLsn: stop.lsn,
      startWal: start.wal,
      bytes,
    };
    await writeFlushed(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    // The session's backup ends here, so the pooled connection can take the next one.
    if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => {});
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
