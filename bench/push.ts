// npm run bench:push [-- --sizes 200,2000 --retry-delay 1 --timeout 300]
//
// Push delivery speed: N devices subscribed on the local HTTPS push service the integration tests use (it checks
// each VAPID signature and decrypts each message), one send to all of them, and the time from "send" until every
// device has its result in push_history, for each N; then a send to 2000 devices of which 10 % answer 410 and 5 %
// answer 429 once. The push worker runs in its own process as the server runs it (push-worker.ts); this process
// is the push service, the sender and the stopwatch. Its own PostgreSQL in a temporary folder, removed at the end.
// Exits 1 when a correctness check fails. Target: 2000 devices in under 10 s.
import { type ChildProcess, fork } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { systemClock } from '../src/server/clock';
import { connect, type Db } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { profiles, pushHistory, pushHistoryRecipients, pushSubscriptions } from '../src/server/db/schema';
import { sendPush } from '../src/server/features/push';
import { type Jobs, startJobs } from '../src/server/jobs/jobs';
import { parentValues } from '../tests/factories';
import { type PushEndpoint, startPushEndpoint, type TestDevice } from '../tests/helpers/push-endpoint';
import { TEST_VAPID_PRIVATE_KEY } from '../tests/helpers/test-app';

const TARGET_DEVICES = 2000;
const TARGET_SECONDS = 10;

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '200,2000' },
    'retry-delay': { type: 'string', default: '1' },
    timeout: { type: 'string', default: '300' },
  },
});
const sizes = args.sizes
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0 && n <= 20_000);
const retryDelaySeconds = Math.max(1, Number(args['retry-delay']));
const timeoutSeconds = Math.min(900, Math.max(10, Number(args.timeout)));

interface Fleet {
  userIds: string[];
  devices: TestDevice[];
}

/** n parents with one device each, on the push stand-in, inserted in batches. */
async function subscribeDevices(db: Db, push: PushEndpoint, n: number, label: string): Promise<Fleet> {
  const fleet: Fleet = { userIds: [], devices: [] };
  for (let i = 0; i < n; i += 500) {
    const parents = Array.from({ length: Math.min(500, n - i) }, (_, j) =>
      parentValues({ email: `push-${label}-${i + j}@bench.anpfiff.local` }),
    );
    await db.insert(profiles).values(parents);
    const devices = parents.map(() => push.device());
    await db.insert(pushSubscriptions).values(
      parents.map((p, j) => ({
        userId: p.id!,
        endpoint: devices[j]!.endpoint,
        p256dh: devices[j]!.p256dh,
        auth: devices[j]!.auth,
        deviceInfo: 'Bench',
      })),
    );
    fleet.userIds.push(...parents.map((p) => p.id!));
    fleet.devices.push(...devices);
  }
  return fleet;
}

/** Sends to the fleet and waits until every device has its result; answers the seconds it took. */
async function timedSend(db: Db, jobs: Jobs, fleet: Fleet, title: string, deadline: number) {
  const started = performance.now();
  const sent = await sendPush(
    { db, jobs, clock: systemClock },
    { userIds: fleet.userIds, payload: { title, body: 'Das Training am Samstag findet wie geplant statt.' } },
  );
  for (;;) {
    const [row] = await db
      .select({ sentTo: pushHistory.sentTo, failed: pushHistory.failed })
      .from(pushHistory)
      .where(eq(pushHistory.id, sent.historyId));
    if (row && row.sentTo + row.failed >= fleet.devices.length) {
      return { seconds: (performance.now() - started) / 1000, historyId: sent.historyId, ...row };
    }
    if (Date.now() > deadline) throw new Error(`${title}: nicht alle Ergebnisse vor dem Zeitlimit`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function startWorker(databaseUrl: string, caFile: string): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL('./push-worker.ts', import.meta.url)), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PUSH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/push-prof'] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BENCH_VAPID_PRIVATE_KEY: TEST_VAPID_PRIVATE_KEY,
      BENCH_PUSH_CA_FILE: caFile,
      BENCH_RETRY_DELAY_SECONDS: String(retryDelaySeconds),
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`Push-Worker beendet mit Code ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const line = (label: string, value: string) => console.log(`  ${label.padEnd(34)} ${value}`);
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

async function main(cleanups: (() => Promise<void>)[]): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-bench-push-'));
  await chmod(dir, 0o755);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { persistent: false });
  cleanups.push(pg.stop);
  const database = connect(pg.url, 5);
  cleanups.push(database.close);
  await runMigrations(database.db);
  const db = database.db;
  const jobs = await startJobs(pg.url, { workers: false });
  cleanups.push(() => jobs.stop());
  const push = await startPushEndpoint();
  cleanups.push(() => push.stop());
  const caFile = path.join(dir, 'push-ca.pem');
  await writeFile(caFile, push.cert);
  const worker = await startWorker(pg.url, caFile);
  cleanups.push(() => stopChild(worker));
  const deadline = Date.now() + timeoutSeconds * 1000;

  console.log(
    `Push-Zustellung, ${os.cpus().length} Kerne, Worker-Prozess mit Retry-Verzögerung ${retryDelaySeconds} s\n`,
  );
  let ok = true;
  const check = (label: string, passed: boolean) => {
    console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${label}`);
    ok &&= passed;
  };

  for (const [run, n] of sizes.entries()) {
    const fleet = await subscribeDevices(db, push, n, `run${run}`);
    const result = await timedSend(db, jobs, fleet, `Alle ${n}`, deadline);
    console.log(`${n} Geräte, alle antworten 201`);
    line('Zeit bis alle ein Ergebnis haben', `${result.seconds.toFixed(2)} s`);
    line('Geräte pro Sekunde', (n / result.seconds).toFixed(0));
    if (n === TARGET_DEVICES)
      line(`Ziel ${TARGET_DEVICES} in < ${TARGET_SECONDS} s`, verdict(result.seconds < TARGET_SECONDS));
    check(`${n} zugestellt, 0 fehlgeschlagen`, result.sentTo === n && result.failed === 0);
    check(
      'jedes Gerät genau einmal erreicht',
      fleet.devices.every((d) => push.received(d).length === 1),
    );
    console.log('');
  }

  // 10 % of the devices are gone (410), 5 % are busy once (429, then 201).
  const n = TARGET_DEVICES;
  const fleet = await subscribeDevices(db, push, n, 'mixed');
  const gone = fleet.devices.filter((_, i) => i % 10 === 0);
  const busy = fleet.devices.filter((_, i) => i % 20 === 1);
  for (const d of gone) push.respond(d, [410]);
  for (const d of busy) push.respond(d, [429, 201]);
  const warn = console.warn;
  console.warn = () => {};
  const mixed = await timedSend(db, jobs, fleet, 'Gemischt', deadline).finally(() => {
    console.warn = warn;
  });
  console.log(`${n} Geräte, davon ${gone.length} mit 410 und ${busy.length} einmal mit 429`);
  line(
    'Zeit bis alle ein Ergebnis haben',
    `${mixed.seconds.toFixed(2)} s (inkl. Retry nach ${retryDelaySeconds}-${2 * retryDelaySeconds} s)`,
  );
  line('Geräte pro Sekunde', (n / mixed.seconds).toFixed(0));
  const remaining = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.endpoint,
        gone.map((d) => d.endpoint),
      ),
    );
  const outcomes = await db
    .select({ endpoint: pushHistoryRecipients.subscriptionEndpoint, status: pushHistoryRecipients.status })
    .from(pushHistoryRecipients)
    .where(eq(pushHistoryRecipients.pushHistoryId, mixed.historyId));
  const statusOf = new Map(outcomes.map((o) => [o.endpoint, o.status]));
  check('jedes Gerät genau ein Ergebnis', outcomes.length === n && statusOf.size === n);
  check(`alle ${gone.length} Abos mit 410 gelöscht`, remaining.length === 0);
  check(
    `alle ${busy.length} mit 429 beim Retry zugestellt`,
    busy.every((d) => statusOf.get(d.endpoint) === 'success' && push.received(d).length === 2),
  );
  check(
    `Zähler: ${n - gone.length} zugestellt, ${gone.length} fehlgeschlagen`,
    mixed.sentTo === n - gone.length && mixed.failed === gone.length,
  );
  return ok;
}

const cleanups: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch(() => {});
};
const watchdog = setTimeout(() => {
  console.error(`Abbruch: Benchmark dauert länger als ${timeoutSeconds} s.`);
  void cleanUp().finally(() => process.exit(1));
}, timeoutSeconds * 1000);
watchdog.unref();
main(cleanups)
  .finally(cleanUp)
  .then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
