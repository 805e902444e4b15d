import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import type { AppContext } from '../src/server/context';
import { connect, type Db } from '../src/server/db/client';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { type BenchServer, startBenchServer } from './bench-server';

// What every benchmark stands on: a temporary data folder, its own migrated PostgreSQL, the real server process on
// loopback, and a context with the server's own settings. All of it is removed when the benchmark ends, fails or
// runs out of time.

export interface BenchEnvironment {
  db: Db;
  /** The first of `servers`. */
  server: BenchServer;
  /** One server process per instance asked for, all on the same database. */
  servers: BenchServer[];
  /** The embedded PostgreSQL's data folder (its postmaster.pid names the postmaster). */
  pgDataDir: string;
  /** Enough of a context to create data and sessions with the server's own settings (no jobs, no mail). */
  ctx: AppContext;
}

export interface BenchOptions {
  /** Prefix of the temporary folder's name, e.g. `anpfiff-bench-photos-`. */
  tempPrefix: string;
  /** Run the build (dist/server/main.js) instead of src/server/main.ts through tsx. */
  useDist: boolean;
  /** The watchdog: past this, everything is stopped and the process exits 1. */
  timeoutSeconds: number;
  /** More settings for the server process. */
  serverEnv?: Record<string, string>;
  /** Server processes on the one database (default 1), as several app instances behind a load balancer. */
  instances?: number;
  /**
   * The server starts and owns the embedded PostgreSQL (DATA_DIR/pg), as `npm start` without DATABASE_URL: for
   * drills that kill it under the server. One instance only.
   */
  databaseInServer?: boolean;
}

/**
 * Sets up the environment, runs `body` on it, cleans up and exits: 0 when `body` answers true (every check
 * passed), 1 when it answers false, throws, or the watchdog fires.
 */
export function runBench(options: BenchOptions, body: (env: BenchEnvironment) => Promise<boolean>): void {
  const cleanups: (() => Promise<void>)[] = [];
  // Also run by the watchdog, so nothing outlives the benchmark; a failing step does not keep the others. Runs
  // queue behind each other: when the watchdog stops the database the body fails at once, and its exit must wait
  // until the watchdog's run has removed everything.
  let cleaning = Promise.resolve();
  const cleanUp = () => {
    cleaning = cleaning.then(async () => {
      for (const step of cleanups.splice(0).reverse()) await step().catch(() => {});
    });
    return cleaning;
  };

  const watchdog = setTimeout(() => {
    console.error(`Abbruch: Benchmark dauert länger als ${options.timeoutSeconds} s.`);
    void cleanUp().finally(() => process.exit(1));
  }, options.timeoutSeconds * 1000);
  watchdog.unref();

  const run = async () => {
    try {
      return await body(await startEnvironment(options, cleanups));
    } finally {
      await cleanUp();
    }
  };
  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

async function startEnvironment(
  options: BenchOptions,
  cleanups: (() => Promise<void>)[],
): Promise<BenchEnvironment> {
  const dir = await mkdtemp(path.join(os.tmpdir(), options.tempPrefix));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(dir, 0o755);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const pgDataDir = path.join(dir, 'pg');
  const authSecret = randomBytes(32).toString('hex');
  const serverOptions = {
    dataDir: dir,
    authSecret,
    useDist: options.useDist,
    ...(options.serverEnv ? { env: options.serverEnv } : {}),
  };
  const servers: BenchServer[] = [];
  let databaseUrl: string;
  if (options.databaseInServer) {
    // The server's own start migrates; its postmaster.pid names the port to reach the database on.
    const server = await startBenchServer(serverOptions);
    cleanups.push(server.stop);
    servers.push(server);
    const url = runningEmbeddedUrl(pgDataDir);
    if (!url) throw new Error('Die eingebettete Datenbank des Servers läuft nicht.');
    databaseUrl = url;
  } else {
    const pg = await startEmbeddedPostgres(pgDataDir, { persistent: false });
    cleanups.push(pg.stop);
    databaseUrl = pg.url;
  }
  const database = connect(databaseUrl, 5);
  cleanups.push(database.close);
  await runMigrations(database.db);
  // One after the other: each applies the (already applied) migrations and starts its queues on the database.
  for (let i = servers.length; i < Math.max(1, options.instances ?? 1); i++) {
    const server = await startBenchServer({ ...serverOptions, databaseUrl });
    cleanups.push(server.stop);
    servers.push(server);
  }
  const server = servers[0] as BenchServer;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    AUTH_SECRET: authSecret,
    APP_URL: server.url,
  });
  const ctx = { config, db: database.db, clock: systemClock } as AppContext;
  return { db: database.db, server, servers, pgDataDir, ctx };
}
