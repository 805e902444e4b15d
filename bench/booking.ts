// npm run bench:booking [-- --families 1000 --seats 30 --kind both|trainings|camps --scenario both|idle|mails
//                          --backlog 2000 --instances 1 --dist --timeout 600]
//
// N families (one child each, each signed in) race to book one training with 30 seats, then one camp with 30
// places, against the real server process (or --instances N processes on the one database, the families dealt out
// to them in turn) and a PostgreSQL the benchmark starts itself (loopback only, a temporary data folder removed at
// the end). A warm-up race of the same families for other offers runs first and is not counted. Two scenarios:
// - idle: the race on a server with nothing else to do (the families created directly in the database);
// - mails: the rush as it really comes. N other families sign in at once through the code mailed to them,
//   complete their profile (a notice to the provider each) and add their child; then they race while the mail is
//   still going out: the rest of those 2N mails and --backlog booking confirmations queued when the race begins.
//   Afterwards every mail must drain, each exactly once.
// Mail goes to an SMTP server in a process of its own (bench/smtp-sink.ts) that accepts at once. Prints bookings made,
// "Ausgebucht" refusals, 5xx, p50/p99 latency beside the target (p99 < 1 s: MET or MISSED), the CPU time the servers
// and PostgreSQL spent per request (what a request costs, however busy the machine is), and checks in the database
// that active registrations == payments == seats. Exits 1 if a check fails (a missed target is a figure, not a
// failure). Not a timed test: the figures are for reading (record them in the closing note of a change that
// touches booking).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SIGN_IN_MAIL_QUEUE } from '../src/server/auth/sign-in-mail-job';
import type { Db } from '../src/server/db/client';
import { MAIL_QUEUE } from '../src/server/integrations/mail';
import { startJobs } from '../src/server/jobs/jobs';
import { type BenchFamily, createContestedOffers, createFamilies, storedBookings } from './bench-data';
import { type BenchEnvironment, runBench } from './bench-environment';
import { bookingMail } from './bench-mails';
import { signInFamilies } from './bench-sign-in';
import { postgresCpuMs, processCpuMs } from './cpu-time';
import { race } from './race';
import { startSmtpSink } from './smtp-sink-process';

const MAX_FAMILIES = 5000;
const TARGET_P99_MS = 1000;

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '30' },
    kind: { type: 'string', default: 'both' },
    scenario: { type: 'string', default: 'both' },
    backlog: { type: 'string', default: '2000' },
    instances: { type: 'string', default: '1' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '600' },
  },
});
const families = Math.min(MAX_FAMILIES, Math.max(1, Number(args.families)));
const seats = Math.max(1, Number(args.seats));
const instances = Math.min(8, Math.max(1, Number(args.instances)));
type Kind = 'trainings' | 'camps';
const isKind = (value: unknown): value is Kind => value === 'trainings' || value === 'camps';
if (args.kind !== 'both' && !isKind(args.kind)) throw new Error('--kind: both, trainings or camps');
const kinds: Kind[] = isKind(args.kind) ? [args.kind] : ['trainings', 'camps'];
type Scenario = 'idle' | 'mails';
const isScenario = (value: unknown): value is Scenario => value === 'idle' || value === 'mails';
if (args.scenario !== 'both' && !isScenario(args.scenario))
  throw new Error('--scenario: both, idle or mails');
const scenarios: Scenario[] = isScenario(args.scenario) ? [args.scenario] : ['idle', 'mails'];
const backlog = Math.min(20_000, Math.max(0, Number(args.backlog)));
const timeoutSeconds = Math.min(1800, Math.max(10, Number(args.timeout)));

const ms = (value: number) => `${value.toFixed(0)} ms`;
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** Mail jobs not yet done (waiting, due for a retry or being sent), sign-in codes included. */
async function mailsPending(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
        where name in (${MAIL_QUEUE}, ${SIGN_IN_MAIL_QUEUE}) and state in ('created', 'retry', 'active')`,
  );
  return rows[0]?.n ?? 0;
}

const sink = await startSmtpSink();

runBench(
  {
    tempPrefix: 'anpfiff-bench-',
    useDist: args.dist,
    timeoutSeconds,
    instances,
    // Each family of the rush from an address of its own, as in life (the server believes one proxy's
    // X-Forwarded-For): the sign-in's limits per address are not what this measures.
    serverEnv: { SMTP_URL: sink.url, TRUST_PROXY: '1' },
  },
  async (env) => {
    const { db, servers, ctx } = env;
    try {
      console.log(`Lege ${families} Familien an (je ein Kind, angemeldet)…`);
      const crowd = await createFamilies(ctx, families);
      const urls = servers.map((s) => s.url);

      // Warm-up: the same race on offers of their own (the JIT, the pools' connections and prepared statements,
      // PostgreSQL's caches, the sockets), so the measured race starts from a server that has seen one. A smaller
      // warm-up left the first measured race about twice as slow as the second.
      const warmUp = await createContestedOffers(db, seats);
      for (const kind of kinds) {
        const offerId = kind === 'trainings' ? warmUp.sessionId : warmUp.campId;
        await race(urls, `/api/${kind}/${offerId}/registrations`, crowd, timeoutSeconds * 1000);
      }
      console.log(
        `${families} Familien, ${seats} Plätze, ${instances} Server-Prozess(e) ${urls.join(' ')} (${args.dist ? 'dist' : 'tsx'}), Aufwärmen vorbei\n`,
      );

      let ok = true;
      if (scenarios.includes('idle')) {
        console.log('== Ruhiger Server ==\n');
        ok = (await races(env, crowd)) && ok;
      }
      if (scenarios.includes('mails')) ok = (await rushWithMails(env)) && ok;
      return ok;
    } finally {
      await sink.stop();
    }
  },
);

/** The rush as it really comes: sign-ins through the mailed code, then the races while the mail drains. */
async function rushWithMails(env: BenchEnvironment): Promise<boolean> {
  const { db, server, ctx } = env;
  console.log(
    `== Ansturm mit Mails: ${families} Familien melden sich mit dem Code aus der Mail an und erfassen ihr Kind; gebucht wird, während die Mails noch hinausgehen ==\n`,
  );
  const before = await sink.count();
  const signInStarted = performance.now();
  // Every family of the rush to the same server: its codes are sent by the process that made them (decision 031).
  const rush = await signInFamilies(server.url, sink, families, timeoutSeconds * 1000);
  const signedIn = await sink.count();
  console.log(
    `  Anmeldungen           ${families} in ${ms(performance.now() - signInStarted)} (Code, Anmeldung, Profil, Kind), ${signedIn.received - before.received} Mails bis dahin zugestellt, ${await mailsPending(db)} warten`,
  );

  // The confirmations of the bookings before this rush, queued in one statement as a burst of bookings queues them.
  const jobs = await startJobs(ctx.config.DATABASE_URL!, { workers: false });
  try {
    await jobs.sendMany(
      MAIL_QUEUE,
      Array.from({ length: backlog }, (_, i) => bookingMail(ctx.config, i)),
    );
  } finally {
    await jobs.stop();
  }
  console.log(`  Rückstand             ${backlog} Buchungsbestätigungen dazu eingereiht\n`);

  const ok = await races(env, rush, async () => {
    const pending = await mailsPending(db);
    const deliveredBefore = (await sink.count()).received;
    return async () => {
      const during = (await sink.count()).received - deliveredBefore;
      return {
        lines: [
          `  Mails bei Rennbeginn  ${deliveredBefore - before.received} zugestellt, ${pending} warten`,
          `  Mails im Rennen       ${during} zugestellt (bis die letzte Antwort da war)`,
        ],
        checks: { 'Rennen, während Mails warten': pending > 0 },
      };
    };
  });

  // The mail must drain once the rush is over, every message exactly once.
  const racesOver = performance.now();
  const deadline = Date.now() + timeoutSeconds * 1000;
  while ((await mailsPending(db)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const drainedMs = performance.now() - racesOver;
  // The last messages in flight reach the sink's count a moment after their job completes.
  await new Promise((r) => setTimeout(r, 500));
  const { rows } = await db.execute<{ completed: number; failed: number }>(
    sql`select count(*) filter (where state = 'completed')::int as completed,
               count(*) filter (where state not in ('completed', 'created', 'retry', 'active'))::int as failed
        from pgboss.job where name = ${MAIL_QUEUE}`,
  );
  const jobsDone = rows[0] ?? { completed: 0, failed: 0 };
  const arrived = await sink.count();
  // Sign-in jobs are deleted once sent; each family of the rush had exactly one code mailed.
  const expected = jobsDone.completed + families;
  console.log(`Nach dem Ansturm`);
  console.log(`  Mails abgearbeitet    ${ms(drainedMs)} nach dem letzten Rennen`);
  console.log(
    `  Mails angekommen      ${arrived.received} (verschiedene ${arrived.distinct}), erwartet ${expected}`,
  );
  const checks = {
    'alle Mails abgearbeitet': (await mailsPending(db)) === 0 && jobsDone.failed === 0,
    'jede Mail genau einmal angekommen':
      arrived.distinct === arrived.received && arrived.received === expected,
  };
  let drained = true;
  for (const [check, passed] of Object.entries(checks)) {
    console.log(`  ${passed ? 'OK  ' : 'FEHLER'} ${check}`);
    drained &&= passed;
  }
  console.log('');
  return ok && drained;
}

/** What a scenario reports beside a race: asked when the race starts, its answer once the race is over. */
type RaceWatch = () => Promise<() => Promise<{ lines: string[]; checks: Record<string, boolean> }>>;

/** Both races (as --kind says) on fresh offers, each reported and checked. */
async function races(
  { db, servers, pgDataDir }: BenchEnvironment,
  crowd: BenchFamily[],
  watch?: RaceWatch,
): Promise<boolean> {
  const urls = servers.map((s) => s.url);
  const serverCpuMs = () => servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);
  const offers = await createContestedOffers(db, seats);
  let ok = true;
  for (const kind of kinds) {
    const offerId = kind === 'trainings' ? offers.sessionId : offers.campId;
    const watched = await watch?.();
    const cpuBefore = {
      server: serverCpuMs(),
      postgres: postgresCpuMs(pgDataDir),
      bench: process.cpuUsage(),
    };
    const result = await race(urls, `/api/${kind}/${offerId}/registrations`, crowd, timeoutSeconds * 1000);
    const cpu = {
      server: (serverCpuMs() - cpuBefore.server) / crowd.length,
      postgres: (postgresCpuMs(pgDataDir) - cpuBefore.postgres) / crowd.length,
      // This process: the clients (connections, requests, answers), on the same cores as the server.
      bench: cpuMs(process.cpuUsage(cpuBefore.bench)) / crowd.length,
    };
    const seen = await watched?.();
    const stored = await storedBookings(db, kind, offerId);
    const expected = Math.min(seats, crowd.length);
    const checks = {
      [`Buchungen = ${expected}`]: result.booked === expected,
      '5xx = 0': result.serverErrors === 0 && result.networkErrors === 0,
      [`Anmeldungen in der DB = Zahlungen = ${expected}`]:
        stored.registrations === expected && stored.payments === expected,
      'alle anderen: Ausgebucht': result.fullyBooked === crowd.length - expected,
      ...seen?.checks,
    };
    const met = result.p99Ms < TARGET_P99_MS;
    console.log(kind === 'trainings' ? 'Training' : 'Camp');
    for (const line of seen?.lines ?? []) console.log(line);
    console.log(`  Buchungen            ${result.booked}`);
    console.log(`  Ausgebucht (409)     ${result.fullyBooked}`);
    console.log(`  andere Ablehnungen   ${JSON.stringify(result.otherRefusals)}`);
    console.log(`  5xx                  ${result.serverErrors}   Netzwerkfehler ${result.networkErrors}`);
    for (const cause of result.networkErrorCauses) console.log(`    Netzwerkfehler: ${cause}`);
    console.log(
      `  Latenz p50 / p99     ${ms(result.p50Ms)} / ${ms(result.p99Ms)}   max ${ms(result.maxMs)}   Ziel p99 < ${ms(TARGET_P99_MS)}   ${met ? 'MET' : 'MISSED'}`,
    );
    console.log(`  Dauer gesamt         ${ms(result.wallMs)}`);
    console.log(
      `  CPU je Anfrage       Server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms, Lasterzeuger ${cpu.bench.toFixed(2)} ms`,
    );
    console.log(`  DB: Anmeldungen ${stored.registrations}, Zahlungen ${stored.payments}`);
    for (const [check, passed] of Object.entries(checks)) {
      console.log(`  ${passed ? 'OK  ' : 'FEHLER'} ${check}`);
      ok &&= passed;
    }
    console.log('');
  }
  return ok;
}
