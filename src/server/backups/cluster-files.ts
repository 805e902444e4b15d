import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { chmod, chown, mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// The files of a base backup: a running cluster's folder copied file by file (gzipped), leaving out what
// PostgreSQL's documentation names as not to be copied (the WAL comes from the archive; runtime state is rebuilt).

/** Folders whose contents are runtime state: the folder is kept, empty. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** Top-level files of a live cluster that a copy must not carry. */
const SKIPPED = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
]);

function skipped(relative: string, name: string): boolean {
  if (relative === '' && SKIPPED.has(name)) return true;
  return name === 'pg_internal.init' || name.startsWith('pgsql_tmp');
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Flushes a written file to disk; answers its size. */
async function flushed(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/**
 * Copies the live cluster in `pgDataDir` into `target` (which must not exist yet), every file gzipped and flushed.
 * A file that vanishes while copying (a table dropped, a temporary file) is simply not there: the WAL replayed at
 * restore brings the cluster to the state it had when the backup ended. Returns the bytes written.
 */
export async function copyClusterFiles(pgDataDir: string, target: string): Promise<number> {
  let bytes = 0;
  const walk = async (relative: string): Promise<void> => {
    await mkdir(path.join(target, relative), { recursive: true });
    if (EMPTIED.has(relative)) {
      if (relative === 'pg_wal') await mkdir(path.join(target, 'pg_wal', 'archive_status'));
      return;
    }
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(pgDataDir, relative), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (skipped(relative, entry.name)) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await walk(child);
      } else if (entry.isFile()) {
        const out = path.join(target, `${child}.gz`);
        try {
          await pipeline(
            createReadStream(path.join(pgDataDir, child)),
            createGzip({ level: 1 }),
            createWriteStream(out),
          );
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        bytes += await flushed(out);
      }
    }
  };
  await walk('');
  return bytes;
}

/**
 * Unpacks a base backup's files into an empty cluster folder, owned by the user PostgreSQL runs as (`owner`, when
 * we are root) with the modes PostgreSQL insists on (0700 folders, 0600 files).
 */
export async function unpackClusterFiles(
  source: string,
  pgDataDir: string,
  owner: { uid: number; gid: number } | null,
): Promise<void> {
  const own = async (p: string) => {
    if (owner) await chown(p, owner.uid, owner.gid);
  };
  const walk = async (relative: string): Promise<void> => {
    const dir = path.join(pgDataDir, relative);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    await own(dir);
    for (const entry of await readdir(path.join(source, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await walk(child);
      } else if (entry.isFile() && entry.name.endsWith('.gz')) {
        const out = path.join(pgDataDir, child.slice(0, -'.gz'.length));
        await pipeline(
          createReadStream(path.join(source, child)),
          createGunzip(),
          createWriteStream(out, { mode: 0o600 }),
        );
        await own(out);
      }
    }
  };
  await walk('');
}
