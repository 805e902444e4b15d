import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
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
import { seedDemoIfEmpty } from './seed/demo';
import { registerWorkers } from './workers';

export interface RunningServer {
  url: string;
  ctx: AppContext;
  stop(): Promise<void>;
}

/** Starts database, migrations, jobs and HTTP; the one start path for `npm start`, e2e tests and benchmarks. */
export async function startServer(
  config: Config,
  log: (m: string) => void = console.log,
): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), {
      log: (m) => config.LOG_LEVEL === 'debug' && log(`[pg] ${m}`),
      notice: log,
    });
    databaseUrl = embedded.url;
    log(`Eingebettete PostgreSQL-Datenbank läuft (${path.join(config.dataDir, 'pg')}).`);
  }
  const database = connect(databaseUrl, 20);
  let jobs: Jobs | undefined;
  let server: ReturnType<typeof serve> | undefined;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
      await jobs?.stop().catch(() => {});
      await database.close().catch(() => {});
      await embedded?.stop();
    })();
    return stopping;
  };

  try {
    await runMigrations(database.db);
    jobs = await startJobs(databaseUrl);
    const ahv = createAhvCipher(loadOrCreateAhvKey(config));
    const push = createWebPushGateway(loadOrCreateVapidKeys(config));
    const payments = createPaymentGateway(config);
    const ctx: AppContext = { config, db: database.db, clock: systemClock, jobs, ahv, push, payments };
    await registerWorkers(ctx);
    if (!config.isProduction && config.SEED_DEMO !== false) await seedDemoIfEmpty(ctx, log);

    const app = createApp(ctx, { expectedMigrations: committedMigrationCount() });
    server = await listen(app.fetch, config.PORT);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    log(`Anpfiff läuft auf ${url}`);
    return { url, ctx, stop };
  } catch (error) {
    // A start that fails half-way (port taken, a migration refused) leaves no PostgreSQL or pool running behind it.
    await stop().catch(() => {});
    throw error;
  }
}

/** Listens on all interfaces; a port that is taken becomes a message naming PORT instead of an unhandled event. */
function listen(fetch: (request: Request) => Response | Promise<Response>, port: number) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch, port, hostname: '0.0.0.0' }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`PORT: ${port} ist bereits belegt. Bitte einen freien Port wählen.`)
          : error,
      ),
    );
  });
}
