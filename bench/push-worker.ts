// The push worker of bench:push in its own process, as the server runs it: registerPushWorker with the production
// gateway (kept-alive connections, the same agent settings) that only adds trust in the stand-in's certificate, and
// a short retry delay so a 429 comes back within seconds. It answers "ready" over IPC and runs until killed.
import { readFileSync } from 'node:fs';
import { systemClock } from '../src/server/clock';
import type { AppContext } from '../src/server/context';
import { connect } from '../src/server/db/client';
import { registerPushWorker } from '../src/server/features/push';
import { createWebPushGateway, keepAliveAgent, vapidPublicKeyOf } from '../src/server/integrations/push';
import { startJobs } from '../src/server/jobs/jobs';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} fehlt`);
  return value;
};

const databaseUrl = env('DATABASE_URL');
const privateKey = env('BENCH_VAPID_PRIVATE_KEY');
// As the server: a pool of 20 for the app, pg-boss its own.
const database = connect(databaseUrl, 20);
const jobs = await startJobs(databaseUrl);
const gateway = createWebPushGateway(
  { privateKey, publicKey: vapidPublicKeyOf(privateKey), subject: 'mailto:bench@anpfiff.local' },
  { agent: keepAliveAgent({ ca: readFileSync(env('BENCH_PUSH_CA_FILE')) }) },
);
const ctx = { db: database.db, jobs, clock: systemClock, push: gateway } as unknown as AppContext;
await registerPushWorker(ctx, { retryDelaySeconds: Number(env('BENCH_RETRY_DELAY_SECONDS')) });
// The deferred 429s of the mixed run would each print a line; the bench checks their outcome instead.
console.warn = () => {};
process.send?.('ready');

const stop = async () => {
  await jobs.stop().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
