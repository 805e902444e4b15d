// npm run bench:scale [-- --repeat 50 --dist --timeout 900]
//
// The parent's reads as the history grows (issue 15): one family's screens (dashboard, trainings, camps, children,
// payments, news, photos), read by that parent through the real server process on a short history and on a long
// one (20'000 past trainings with 100'000 bookings, 30'000 children, 5'000 news, 100'000 payments, past camps and
// photos of other families), seeded with the factories' row builders (scale-data.ts). The two histories live in
// two databases of the benchmark's PostgreSQL, each with its own server process, and are read in turns, request
// by request, so both meet the same load of a shared machine. What the family sees is the same on both, so its
// reads should cost the same: for each screen p50 / p95 over --repeat requests on each side, and on the long
// history the plan of every statement the screen's service runs with the rows each step read (EXPLAIN ANALYZE,
// rows-read.ts). A screen is flat (MET) when its p50 on the long history stays within 1.5x the short one's plus
// 2 ms and no step of its plans reads 1'000 rows or more (the family's own rows are a few dozen). The dashboard is
// the six requests its cards send at once, timed until the last answer. Exits 1 when an answer is not 200 or a
// screen is not flat. For reading, not a test.
import { parseArgs } from 'node:util';
import type { AppContext } from '../src/server/context';
import { connect, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { listFamilyCamps } from '../src/server/features/camps/list-camps';
import { listChildren } from '../src/server/features/children/service';
import { readSecondParent } from '../src/server/features/family/read-second-parent';
import { listNews, unreadNewsCount } from '../src/server/features/news/service';
import { countFamilyUnpaid } from '../src/server/features/payments/family-queries';
import { paymentHistory } from '../src/server/features/payments/history';
import { paymentsOverview } from '../src/server/features/payments/overview';
import { listMyPhotos } from '../src/server/features/photos/list-photos';
import { listFamilyTrainings } from '../src/server/features/trainings/list-trainings';
import { sessionCookieFor } from '../tests/helpers/auth';
import type { TestApp } from '../tests/helpers/test-app';
import { runBench } from './bench-environment';
import { startBenchServer } from './bench-server';
import { percentile } from './percentile';
import { recordingDb } from './query-plans';
import { rowsRead } from './rows-read';
import { growHistoryTo, type HistorySizes, NO_HISTORY } from './scale-data';
import { seedBenchFamily } from './scale-family';

const { values: args } = parseArgs({
  options: {
    repeat: { type: 'string', default: '50' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '900' },
  },
});
const repeat = Math.min(1000, Math.max(10, Number(args.repeat)));
const timeoutSeconds = Math.min(3600, Math.max(60, Number(args.timeout)));

const STAGES: { label: string; sizes: HistorySizes }[] = [
  {
    label: 'klein',
    sizes: { pastTrainings: 200, children: 300, news: 50, payments: 1000, pastCamps: 10, photos: 200 },
  },
  {
    label: 'gross',
    sizes: {
      pastTrainings: 20_000,
      children: 30_000,
      news: 5000,
      payments: 100_000,
      pastCamps: 400,
      photos: 10_000,
    },
  },
];

/** Flat: the large history's p50 within this factor of the small one's, plus the slack below for noise. */
const FLAT_FACTOR = 1.5;
const FLAT_SLACK_MS = 2;
/** A step of a plan that reads this many rows or more reads history, not the family's own rows. */
const MAX_ROWS_PER_SCAN = 1000;

type Ctx = AppContext;

interface ParentRead {
  label: string;
  /** The API paths the screen requests at once. */
  paths: string[];
  /** The same reads through the services, for the plans. */
  run: (ctx: Ctx, userId: string) => Promise<unknown>;
}

const READS: ParentRead[] = [
  {
    label: 'Dashboard (6 Abrufe zugleich)',
    paths: [
      '/api/me',
      '/api/news',
      '/api/trainings',
      '/api/payments/open-count',
      '/api/photos?limit=3',
      '/api/family/second-parent',
    ],
    run: (ctx, userId) =>
      Promise.all([
        listNews(ctx, userId),
        listFamilyTrainings(ctx, userId),
        countFamilyUnpaid(ctx.db, userId),
        listMyPhotos(ctx, userId, { limit: 3 }),
        readSecondParent(ctx.db, userId),
      ]),
  },
  { label: 'Trainings', paths: ['/api/trainings'], run: (ctx, u) => listFamilyTrainings(ctx, u) },
  { label: 'Camps', paths: ['/api/camps'], run: (ctx, u) => listFamilyCamps(ctx, u) },
  { label: 'Kinder', paths: ['/api/children'], run: (ctx, u) => listChildren(ctx, u) },
  { label: 'Zahlungen, Übersicht', paths: ['/api/payments'], run: (ctx, u) => paymentsOverview(ctx, u) },
  {
    label: 'Zahlungen, Verlauf',
    paths: ['/api/payments/history'],
    run: (ctx, u) => paymentHistory(ctx, u, undefined),
  },
  {
    label: 'Offene Zahlungen (Anzahl)',
    paths: ['/api/payments/open-count'],
    run: (ctx, u) => countFamilyUnpaid(ctx.db, u),
  },
  { label: 'Neuigkeiten', paths: ['/api/news'], run: (ctx, u) => listNews(ctx, u) },
  {
    label: 'Neuigkeiten, ungelesen (Anzahl)',
    paths: ['/api/news/unread-count'],
    run: (ctx, u) => unreadNewsCount(ctx, u),
  },
  {
    label: 'Fotos, erste Seite',
    paths: ['/api/photos?limit=20'],
    run: (ctx, u) => listMyPhotos(ctx, u, { limit: 20 }),
  },
];

interface Timing {
  p50: number;
  p95: number;
}

/** One side of the comparison: a database with its history, the server on it and the family's session. */
interface Side {
  label: string;
  db: Db;
  serverUrl: string;
  cookie: string;
  parentId: string;
}

async function timeOnce(side: Side, paths: string[], failures: Set<string>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    paths.map(async (p) => {
      const res = await fetch(`${side.serverUrl}${p}`, { headers: { cookie: side.cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) failures.add(`${side.label} ${p}: HTTP ${res.status}`);
    }),
  );
  return performance.now() - started;
}

/**
 * Times a screen on both sides, one request after the other in turns (small, large, large, small, ...), so both
 * meet the same load of a shared machine; the first rounds are not counted.
 */
async function timeSideBySide(
  sides: Side[],
  paths: string[],
): Promise<{ timings: Timing[]; failures: string[] }> {
  const times: number[][] = sides.map(() => []);
  const failures = new Set<string>();
  for (let i = 0; i < repeat + 5; i++) {
    const order = i % 2 === 0 ? sides.map((_, k) => k) : sides.map((_, k) => sides.length - 1 - k);
    for (const k of order) {
      const time = await timeOnce(sides[k]!, paths, failures);
      if (i >= 5) times[k]!.push(time);
    }
  }
  const timings = times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95) };
  });
  return { timings, failures: [...failures] };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
const count = (n: number) => n.toLocaleString('de-CH');
const historyText = (s: HistorySizes) =>
  `${count(s.pastTrainings)} vergangene Trainings, ${count(s.children)} Kinder, ${count(s.news)} Neuigkeiten, ` +
  `${count(s.payments)} Zahlungen, ${count(s.pastCamps)} vergangene Camps, ${count(s.photos)} Fotos`;

/** A second database in the benchmark's PostgreSQL, migrated, with its own server process on the same settings. */
async function secondDatabase(ctx: AppContext, name: string) {
  const url = new URL(ctx.config.DATABASE_URL!);
  const admin = connect(url.toString(), 1);
  await admin.pool.query(`create database "${name}"`);
  await admin.close();
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  await runMigrations(database.db);
  const server = await startBenchServer({
    databaseUrl: url.toString(),
    dataDir: ctx.config.dataDir,
    authSecret: ctx.config.AUTH_SECRET!,
    useDist: args.dist,
  });
  return { url: url.toString(), database, server, ctx: { ...ctx, db: database.db } as AppContext };
}

runBench(
  { tempPrefix: 'anpfiff-bench-scale-', useDist: args.dist, timeoutSeconds },
  async ({ server, ctx }) => {
    const [small, large] = STAGES as [(typeof STAGES)[0], (typeof STAGES)[0]];
    const second = await secondDatabase(ctx, 'anpfiff_gross');
    const planDatabase = connect(second.url, 4);
    let ok = true;
    try {
      const sides: Side[] = [];
      for (const [stage, sideCtx, url] of [
        [small, ctx, server.url],
        [large, second.ctx, second.server.url],
      ] as const) {
        const started = performance.now();
        const family = await seedBenchFamily(sideCtx.db);
        await growHistoryTo(sideCtx.db, NO_HISTORY, stage.sizes);
        console.log(
          `Verlauf ${stage.label}: ${historyText(stage.sizes)}; angelegt in ` +
            `${((performance.now() - started) / 1000).toFixed(1)} s, Server ${url}.`,
        );
        const cookie = await sessionCookieFor({ ctx: sideCtx } as unknown as TestApp, family.parentId);
        sides.push({ label: stage.label, db: sideCtx.db, serverUrl: url, cookie, parentId: family.parentId });
      }
      // A first round through every screen, not counted: a server's first answers compile code and fill caches.
      for (const read of READS) for (const side of sides) await timeOnce(side, read.paths, new Set());
      console.log(
        `\n${repeat} Abrufe je Bildschirm und Seite, abwechselnd ${small.label} und ${large.label} ` +
          `(${args.dist ? 'dist' : 'tsx'}); Pläne auf dem Verlauf ${large.label}. Flach (MET): p50 ${large.label} ` +
          `<= ${FLAT_FACTOR} x p50 ${small.label} + ${FLAT_SLACK_MS} ms, und kein Schritt eines Plans liest ` +
          `${count(MAX_ROWS_PER_SCAN)} Zeilen oder mehr (EXPLAIN ANALYZE; in Klammern die gelesenen Zeilen).`,
      );
      const largeSide = sides[1]!;
      for (const read of READS) {
        const { timings, failures } = await timeSideBySide(sides, read.paths);
        const [a, b] = timings as [Timing, Timing];
        const recording = recordingDb(planDatabase.pool);
        await read.run({ ...second.ctx, db: recording.db as Db }, largeSide.parentId);
        const plans: string[] = [];
        let cleanPlan = true;
        for (const [i, statement] of recording.statements.entries()) {
          const scans = await rowsRead(planDatabase.pool, statement);
          const heavy = scans.filter((scan) => scan.rows >= MAX_ROWS_PER_SCAN);
          cleanPlan &&= heavy.length === 0;
          plans.push(
            `      Abfrage ${i + 1}: ${scans.map((scan) => `${scan.scan} (${count(scan.rows)})`).join('; ')}` +
              (heavy.length ? `  -> liest ${heavy.map((scan) => count(scan.rows)).join(', ')} Zeilen` : ''),
          );
        }
        const flatTime = b.p50 <= a.p50 * FLAT_FACTOR + FLAT_SLACK_MS;
        ok &&= flatTime && cleanPlan && failures.length === 0;
        console.log(
          `  ${read.label.padEnd(34)} p50 ${ms(a.p50)} -> ${ms(b.p50)} (x${(b.p50 / Math.max(a.p50, 0.1)).toFixed(1)})` +
            `  p95 ${ms(a.p95)} -> ${ms(b.p95)}  Zeit ${verdict(flatTime)}, Pläne ${verdict(cleanPlan)}: ` +
            `${verdict(flatTime && cleanPlan && failures.length === 0)}` +
            (failures.length ? `  (${failures.join(', ')})` : ''),
        );
        for (const line of plans) console.log(line);
      }
    } finally {
      await planDatabase.close();
      await second.server.stop();
      await second.database.close();
    }
    return ok;
  },
);
