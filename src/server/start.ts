import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { createAhvCipher, loadOrCreateAhvKey } from './crypto/ahv-cipher';
import { connect } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { committedMigrationCount } from './db/migration-count';
import { createPaymentGateway } from './integrations/payments';
import { createWebPushGateway, loadOrCreateVapidKeys } from './integrations/push';
import { startJobs } from './jobs/jobs';
import { registerWorkers } from './jobs/workers';
import { seedDemoIfEmpty } from './seed/demo';

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
  await runMigrations(database.db);
  const jobs = await startJobs(databaseUrl);
  const ahv = createAhvCipher(loadOrCreateAhvKey(config));
  const push = createWebPushGateway(loadOrCreateVapidKeys(config));
  const payments = createPaymentGateway(config);
  const ctx: AppContext = { config, db: database.db, clock: systemClock, jobs, ahv, push, payments };
  await registerWorkers(ctx);
  if (!config.isProduction && config.SEED_DEMO !== false) await seedDemoIfEmpty(ctx, log);

  const app = createApp(ctx, { expectedMigrations: committedMigrationCount() });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: '0.0.0.0' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  log(`Anpfiff läuft auf ${url}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop().catch(() => {});
      await database.close().catch(() => {});
      await embedded?.stop();
    })();
    return stopping;
  };
  return { url, ctx, stop };
}
