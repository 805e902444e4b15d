// npm run bench:throughput [-- --connections 50 --seconds 5 --rounds 3 --dist --timeout 300 --gzip]
//
// What a signed-in read costs next to the cheapest answer the server gives: autocannon drives `/healthz` and a
// parent's `/api/trainings` (a family of two children, a season of trainings, some of them booked) with the same
// connections and duration, in alternating rounds after a warm-up, against the real server process and a
// PostgreSQL the benchmark starts itself. `/api/me` (the session alone, no query of its own) is measured beside
// them to show what the session costs. Prints requests per second of each (median of the rounds) and the ratio
// trainings / healthz beside the target (>= 40 %) with MET or MISSED. Exits 1 when an answer is not a 200.
// --gzip asks as a browser does (Accept-Encoding: gzip, deflate, br): the trainings list (about 8 KB) is then
// compressed on every request, /healthz and /api/me (below the threshold) are not.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../src/domain/time';
import type { Db } from '../src/server/db/client';
import {
  assignTrainer,
  bookSession,
  createChild,
  createParent,
  createSession,
  createTrainer,
} from '../tests/factories';
import { sessionCookieFor } from '../tests/helpers/auth';
import type { TestApp } from '../tests/helpers/test-app';
import { runBench } from './bench-environment';
import { postgresCpuMs, processCpuMs } from './cpu-time';

const TARGET_RATIO = 0.4;

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
    only: { type: 'string' },
    gzip: { type: 'boolean', default: false },
  },
});
const connections = Math.max(1, Number(args.connections));
const seconds = Math.max(1, Number(args.seconds));
const rounds = Math.max(1, Number(args.rounds));
const timeoutSeconds = Math.min(900, Math.max(10, Number(args.timeout)));

interface Route {
  label: string;
  path: string;
  signedIn: boolean;
}

const ALL_ROUTES: Route[] = [
  { label: '/healthz', path: '/healthz', signedIn: false },
  { label: '/api/trainings', path: '/api/trainings', signedIn: true },
  { label: '/api/me (Sitzung allein)', path: '/api/me', signedIn: true },
];
// --only /api/me measures one route alone (to profile it); the ratio needs the first two.
const ROUTES = args.only ? ALL_ROUTES.filter((r) => r.path === args.only) : ALL_ROUTES;
if (ROUTES.length === 0) throw new Error(`--only: one of ${ALL_ROUTES.map((r) => r.path).join(', ')}`);

/** A family with two children, 12 upcoming and 12 past trainings with a trainer each, 4 of them booked. */
async function seedFamily(db: Db): Promise<string> {
  const parent = await createParent(db);
  const kids = [
    await createChild(db, { parentId: parent.id }),
    await createChild(db, { parentId: parent.id }),
  ];
  const trainer = await createTrainer(db);
  const today = zurichToday(new Date());
  for (let week = -12; week < 12; week++) {
    if (week === 0) continue;
    const session = await createSession(db, {
      startsAt: zurichDateTimeToInstant(addDays(today, week * 7), '10:00'),
    });
    await assignTrainer(db, { sessionId: session.id, trainerId: trainer.id });
    if (Math.abs(week) <= 2) {
      const kid = kids[Math.abs(week) % 2];
      if (kid) await bookSession(db, { sessionId: session.id, childId: kid.id, createdBy: parent.id });
    }
  }
  return parent.id;
}

interface Measured {
  requestsPerSecond: number;
  requests: number;
  notOk: number;
}

async function measure(url: string, cookie: string | undefined, duration: number): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(args.gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    notOk: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

runBench(
  { tempPrefix: 'anpfiff-bench-throughput-', useDist: args.dist, timeoutSeconds },
  async ({ db, server, ctx, pgDataDir }) => {
    const parentId = await seedFamily(db);
    const cookie = await sessionCookieFor({ ctx } as unknown as TestApp, parentId);
    console.log(
      `${connections} Verbindungen, ${rounds} Runden à ${seconds} s je Route, Server ${server.url} (${args.dist ? 'dist' : 'tsx'}${args.gzip ? ', Accept-Encoding: gzip' : ''})`,
    );

    // Warm-up: the JIT, the pool's connections and PostgreSQL's caches, not counted.
    for (const route of ROUTES)
      await measure(`${server.url}${route.path}`, route.signedIn ? cookie : undefined, 2);

    const figures = new Map<string, number[]>(ROUTES.map((r) => [r.label, []]));
    // CPU time per request (server process, PostgreSQL): what a request costs, however busy the machine is.
    const cpu = new Map(ROUTES.map((r) => [r.label, { server: 0, postgres: 0, requests: 0 }]));
    let notOk = 0;
    for (let round = 1; round <= rounds; round++) {
      for (const route of ROUTES) {
        const before = { server: processCpuMs(server.pid), postgres: postgresCpuMs(pgDataDir) };
        const m = await measure(`${server.url}${route.path}`, route.signedIn ? cookie : undefined, seconds);
        const used = cpu.get(route.label);
        if (used) {
          used.server += processCpuMs(server.pid) - before.server;
          used.postgres += postgresCpuMs(pgDataDir) - before.postgres;
          used.requests += m.requests;
        }
        figures.get(route.label)?.push(m.requestsPerSecond);
        notOk += m.notOk;
      }
    }

    console.log('');
    for (const route of ROUTES) {
      const runs = figures.get(route.label) ?? [];
      const rounded = runs.map((r) => r.toFixed(0)).join(' / ');
      const used = cpu.get(route.label);
      const perRequest = (ms: number) => (used?.requests ? (ms / used.requests).toFixed(3) : '-');
      console.log(
        `  ${route.label.padEnd(28)} ${median(runs).toFixed(0).padStart(7)} req/s   (Runden ${rounded})   CPU je Anfrage: Server ${perRequest(used?.server ?? 0)} ms, PostgreSQL ${perRequest(used?.postgres ?? 0)} ms`,
      );
    }
    const health = median(figures.get('/healthz') ?? []);
    const trainings = median(figures.get('/api/trainings') ?? []);
    if (health > 0 && trainings > 0) {
      const ratio = trainings / health;
      const met = ratio >= TARGET_RATIO;
      console.log(
        `\n  /api/trainings / /healthz   ${(ratio * 100).toFixed(1)} %   Ziel >= ${TARGET_RATIO * 100} %   ${met ? 'MET' : 'MISSED'}`,
      );
    }
    console.log(`  ${notOk === 0 ? 'OK  ' : 'FEHLER'} alle Antworten 200 (${notOk} andere)`);
    return notOk === 0;
  },
);
