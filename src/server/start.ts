import type { Server } from 'node:http';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { archivingFlags } from './backups/archive-commands';
import { backupsEnabled, ensureArchiveDir } from './backups/backup-layout';
import { systemClock } from './clock';
import { type Config, ConfigError } from './config';
import type { AppContext } from './context';
import { createAhvCipher, loadOrCreateAhvKey } from './crypto/ahv-cipher';
import { connect } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { committedMigrationCount } from './db/migration-count';
import { createPaymentGateway } from './integrations/payments';
import { createWebPushGateway, loadOrCreateVapidKeys } from './integrations/push';
import { type Jobs, startJobs } from './jobs/jobs';
import { logFor } from './observability/log';
import { registerWorkers } from './workers';

export interface RunningServer {
  url: string;
  ctx: AppContext;
  /** Stops HTTP, jobs, the pool and the embedded PostgreSQL, in that order; resolves once PostgreSQL is gone. */
  stop(): Promise<void>;
}

const log = logFor('server');
/** The embedded PostgreSQL's own lines: its log at debug (LOG_LEVEL=debug shows it), its notices at info. */
const pgLog = logFor('pg');

/** The start was asked to stop half-way (a signal during migrations or the seed); what had started is stopped. */
export class StartAborted extends Error {
  constructor() {
    super('Start abgebrochen');
  }
}

/** How long each step of a stop may take before the next one goes ahead without it. */
const STOP_STEP_MS = { http: 5000, jobs: 15_000, pool: 5000 };

/** Waits for `work` at most `ms` (its failure counts as done): a stuck step must not keep PostgreSQL running. */
async function within(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.resolve(work).catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Starts database, migrations, jobs and HTTP; the one start path for `npm start`, e2e tests and benchmarks. When
 * `signal` aborts during the start, the start stops what it has started and throws StartAborted.
 */
export async function startServer(
  config: Config,
  {
    signal,
    onFatal,
  }: {
    signal?: AbortSignal;
    /** The server cannot go on (its embedded PostgreSQL does not start again): stop and exit non-zero. */
    onFatal?: (error: unknown) => void;
  } = {},
): Promise<RunningServer> {
  const info = (message: string) => log.info(message);
  const checkpoint = () => {
    if (signal?.aborted) throw new StartAborted();
  };
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    // Every WAL segment is archived beside the base backups, so a restore reaches any moment (decision 044).
    const backups = backupsEnabled(config);
    if (backups) await ensureArchiveDir(config.backupDir);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), {
      log: (m) => pgLog.debug(m),
      notice: (m) => pgLog.info(m),
      fast: config.EMBEDDED_PG_DISPOSABLE,
      postgresFlags: backups ? archivingFlags(config.backupDir) : [],
      // Killed or crashed under the running server: started again here, so requests meanwhile get a 503 and the
      // server serves on once it is back; when it will not start, the supervisor gets its turn (decision 046).
      restartOnCrash: {
        onRestarted: (pid) => log.warn({ pid }, 'Eingebettete PostgreSQL-Datenbank neu gestartet'),
        onGiveUp: (err) => {
          log.fatal({ err }, 'Eingebettete PostgreSQL-Datenbank startet nicht wieder');
          onFatal?.(err);
        },
      },
    });
    databaseUrl = embedded.url;
    info(`Eingebettete PostgreSQL-Datenbank läuft (${path.join(config.dataDir, 'pg')}).`);
  }
  const database = connect(databaseUrl, 20);
  let jobs: Jobs | undefined;
  let server: ReturnType<typeof createAdaptorServer> | undefined;

  // Each step is bounded, so the last one, stopping PostgreSQL, always runs (decision 002).
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const http = server as Server | undefined;
      if (http) {
        await within(new Promise<void>((resolve) => http.close(() => resolve())), STOP_STEP_MS.http);
        http.closeAllConnections();
      }
      await within(jobs?.stop(), STOP_STEP_MS.jobs);
      await within(database.close(), STOP_STEP_MS.pool);
      await embedded?.stop();
    })();
    return stopping;
  };

  try {
    checkpoint();
    await runMigrations(database.db);
    checkpoint();
    jobs = await startJobs(databaseUrl);
    checkpoint();
    const ahv = createAhvCipher(loadOrCreateAhvKey(config));
    const push = createWebPushGateway(loadOrCreateVapidKeys(config));
    const payments = createPaymentGateway(config);
    const ctx: AppContext = { config, db: database.db, clock: systemClock, jobs, ahv, push, payments };
    await registerWorkers(ctx);
    checkpoint();
    if (!config.isProduction && config.SEED_DEMO !== false) {
      // Loaded only to seed: the demo seed and the test factories it builds with stay out of the server's own
      // bundle, in a chunk that production never loads (decision 048).
      const { seedDemoIfEmpty } = await import('./seed/demo');
      await seedDemoIfEmpty(ctx, info);
    }
    checkpoint();

    const app = createApp(ctx, { expectedMigrations: committedMigrationCount() });
    server = await listen(app.fetch, config.PORT);
    checkpoint();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    info(`Anpfiff läuft auf ${url}`);
    return { url, ctx, stop };
  } catch (error) {
    // A start that fails or is stopped half-way (port taken, a migration refused, a signal) leaves no PostgreSQL or
    // pool running behind it.
    await stop().catch(() => {});
    throw error;
  }
}

// How many connections may wait for the server to accept them. Node's default (511) is below a booking rush: 1000
// phones connecting at once overflowed it, and the kernel dropped the connections beyond it, which the phones only
// tried again after TCP's 1 s retransmission pause (bench:booking's tail). The kernel caps it at somaxconn.
const ACCEPT_BACKLOG = 4096;

/** Listens on all interfaces; a port that is taken becomes a message naming PORT instead of an unhandled event. */
function listen(fetch: (request: Request) => Response | Promise<Response>, port: number) {
  return new Promise<ReturnType<typeof createAdaptorServer>>((resolve, reject) => {
    const s = createAdaptorServer({ fetch });
    s.listen({ port, host: '0.0.0.0', backlog: ACCEPT_BACKLOG }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`PORT: ${port} ist bereits belegt. Bitte einen freien Port wählen.`)
          : error,
      ),
    );
  });
}
