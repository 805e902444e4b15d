// Drill "soak of mixed traffic" (npm run bench:faults -- --only soak --soak-minutes 30; issue 27 part 3).
// [-- --minutes 30 --parents 60 --admins 2 --dist --timeout <minutes*60+300>]
//
// Parents browse, book, pay (a Stripe checkout at the stand-in) and cancel in a loop, admins open their lists, for
// the given minutes against one server process. Every 10 s (more often in a short soak) the server's resident memory and the database's
// connections are sampled. Must hold: after the warm-up (the first tenth, at least a minute) memory and connections
// stay flat (the last window's mean grew less than 10 % over the first window after the warm-up), the p99 latency of
// the last window is within 1.5x of the first window's (windows of 5 minutes, a quarter of shorter soaks), and no
// 5xx.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createAdmin } from '../tests/factories';
import { sessionCookieFor } from '../tests/helpers/auth';
import { parseMetrics } from '../tests/helpers/prometheus-text';
import { startStripeStandIn } from '../tests/helpers/stripe-stand-in';
import type { TestApp } from '../tests/helpers/test-app';
import { createContestedOffers, createFamilies } from './bench-data';
import { runBench } from './bench-environment';
import { adminLoop, parentLoop, TrafficLog } from './faults-traffic';

const MAX_GROWTH = 0.1;
const MAX_P99_RATIO = 1.5;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    parents: { type: 'string', default: '60' },
    admins: { type: 'string', default: '2' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string' },
  },
});
const minutes = Math.max(1, Number(args.minutes));
const parents = Math.min(2000, Math.max(1, Number(args.parents)));
const admins = Math.min(20, Math.max(0, Number(args.admins)));
const timeoutSeconds = Number(args.timeout ?? minutes * 60 + 300);
const runMs = minutes * 60_000;
const warmUpMs = Math.max(60_000, runMs / 10);
const windowMs = Math.min(5 * 60_000, (runMs - warmUpMs) / 4);
/** Every 10 s; a short soak's windows get at least six samples each. */
const sampleEveryMs = Math.min(10_000, windowMs / 6);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Resident memory of a process (VmRSS, Linux), in bytes; 0 elsewhere. */
function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return Number(line?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const stripe = await startStripeStandIn();

interface Sample {
  at: number;
  rss: number;
  connections: number;
  /** The server's own view (its /metrics): answers per histogram bound so far, its event-loop delay p99 in ms. */
  server?: { buckets: Map<number, number>; loopP99Ms: number };
  /** This process's event-loop delay p99 since the last sample, in ms: the clients' own stalls show up here. */
  clientLoopP99Ms: number;
}

const DURATION_BUCKET = 'anpfiff_http_request_duration_seconds_bucket';

/** The server's answers per upper bound (all routes together) and its event-loop delay, from its /metrics. */
async function serverView(url: string): Promise<Sample['server']> {
  try {
    const scrape = parseMetrics(await (await fetch(`${url}/metrics`)).text());
    const buckets = new Map<number, number>();
    for (const s of scrape.samples)
      if (s.name === DURATION_BUCKET) {
        const le = s.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(s.labels.le);
        buckets.set(le, (buckets.get(le) ?? 0) + s.value);
      }
    return { buckets, loopP99Ms: (scrape.value('nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000 };
  } catch {
    return undefined;
  }
}

/**
 * The p-th percentile of the server's answers between two samples, from its histogram as Prometheus's
 * histogram_quantile does (linear inside the bucket): coarse, but the server's own clock, not the clients'.
 */
function serverPercentile(from: Sample | undefined, to: Sample | undefined, p: number): number {
  if (!from?.server || !to?.server) return Number.NaN;
  const bounds = [...to.server.buckets.keys()].sort((a, b) => a - b);
  const count = (le: number) => (to.server?.buckets.get(le) ?? 0) - (from.server?.buckets.get(le) ?? 0);
  const total = count(Number.POSITIVE_INFINITY);
  const rank = (p / 100) * total;
  let lower = 0;
  let below = 0;
  for (const le of bounds) {
    const upTo = count(le);
    if (upTo >= rank) {
      if (!Number.isFinite(le)) return lower * 1000;
      return (lower + ((le - lower) * (rank - below)) / Math.max(1, upTo - below)) * 1000;
    }
    lower = le;
    below = upTo;
  }
  return Number.NaN;
}

runBench(
  { tempPrefix: 'anpfiff-faults-soak-', useDist: args.dist, timeoutSeconds, serverEnv: stripe.env },
  async ({ db, server, ctx }) => {
    console.log(
      `Dauerlast: ${minutes} min, ${parents} Eltern, ${admins} Admins, Aufwärmen ${(warmUpMs / 60_000).toFixed(1)} min, Fenster ${(windowMs / 60_000).toFixed(1)} min, Server ${server.url}`,
    );
    const crowd = await createFamilies(ctx, parents);
    const { sessionId } = await createContestedOffers(db, parents);
    const adminCookies = await Promise.all(
      Array.from({ length: admins }, async () =>
        sessionCookieFor({ ctx } as unknown as TestApp, (await createAdmin(db)).id),
      ),
    );

    const samples: Sample[] = [];
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const sample = async () => {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
      );
      const at = performance.now();
      const clientLoopP99Ms = clientLoop.percentile(99) / 1e6;
      clientLoop.reset();
      samples.push({
        at,
        rss: rssOf(server.pid),
        connections: result.rows[0]?.n ?? 0,
        server: await serverView(server.url),
        clientLoopP99Ms,
      });
    };
    const log = new TrafficLog();
    const started = performance.now();
    const done = () => performance.now() - started > runMs;
    const sampler = (async () => {
      while (!done()) {
        await sample();
        await new Promise((r) => setTimeout(r, sampleEveryMs));
      }
      await sample();
    })();
    await Promise.all([
      ...crowd.map((family) =>
        parentLoop(log, server.url, family, sessionId, done, { pauseMs: 500, pay: true }),
      ),
      ...adminCookies.map((cookie) => adminLoop(log, server.url, cookie, done)),
      sampler,
    ]);

    const firstFrom = started + warmUpMs;
    const lastFrom = started + runMs - windowMs;
    const mean = (from: number, to: number, of: (s: Sample) => number) => {
      const inside = samples.filter((s) => s.at >= from && s.at < to);
      return inside.reduce((sum, s) => sum + of(s), 0) / Math.max(1, inside.length);
    };
    const rss = {
      first: mean(firstFrom, firstFrom + windowMs, (s) => s.rss),
      last: mean(lastFrom, Number.POSITIVE_INFINITY, (s) => s.rss),
    };
    const connections = {
      first: mean(firstFrom, firstFrom + windowMs, (s) => s.connections),
      last: mean(lastFrom, Number.POSITIVE_INFINITY, (s) => s.connections),
    };
    const p99 = {
      first: log.percentile(99, started, started + windowMs),
      afterWarmUp: log.percentile(99, firstFrom, firstFrom + windowMs),
      last: log.percentile(99, lastFrom),
    };
    const growth = (v: { first: number; last: number }) => (v.first > 0 ? v.last / v.first - 1 : 0);
    const checks: Record<string, boolean> = {
      [`Speicher (RSS) flach: Zuwachs < ${MAX_GROWTH * 100} %`]: growth(rss) < MAX_GROWTH,
      [`DB-Verbindungen flach: Zuwachs < ${MAX_GROWTH * 100} %`]: growth(connections) < MAX_GROWTH,
      [`p99 am Ende <= ${MAX_P99_RATIO}x p99 am Anfang`]: p99.last <= MAX_P99_RATIO * p99.first,
      'kein 5xx, keine abgebrochene Verbindung':
        log.serverErrors().length === 0 && log.networkErrors.length === 0,
    };
    console.log(
      `  Antworten ${log.count()} (${(log.count() / (runMs / 1000)).toFixed(1)}/s), 5xx ${log.serverErrors().length}, Netzwerkfehler ${log.networkErrors.length}`,
    );
    console.log(
      `  RSS erstes Fenster nach Aufwärmen ${mb(rss.first)}, letztes ${mb(rss.last)} (${(growth(rss) * 100).toFixed(1)} %)`,
    );
    console.log(
      `  DB-Verbindungen ${connections.first.toFixed(1)} -> ${connections.last.toFixed(1)} (${(growth(connections) * 100).toFixed(1)} %)`,
    );
    console.log(
      `  p99 erstes Fenster ${ms(p99.first)} (nach Aufwärmen ${ms(p99.afterWarmUp)}), letztes ${ms(p99.last)}; p50 gesamt ${ms(log.percentile(50))}`,
    );
    // Where the time went: the server's own p99 (its histogram) and event-loop delay, and the clients' event-loop
    // delay, in the first window after the warm-up and the last one. A growth the server does not see is the
    // clients' (or the machine's), not the product's.
    const at = (moment: number) => samples.find((s) => s.at >= moment) ?? samples.at(-1);
    const maxIn = (from: number, to: number, of: (s: Sample) => number) =>
      Math.max(0, ...samples.filter((s) => s.at >= from && s.at < to).map(of));
    const serverP99 = {
      first: serverPercentile(at(firstFrom), at(firstFrom + windowMs), 99),
      last: serverPercentile(at(lastFrom), samples.at(-1), 99),
    };
    console.log(
      `  Server selbst (Histogramm): p99 ${ms(serverP99.first)} -> ${ms(serverP99.last)}; Event-Loop-Verzögerung p99 max ${ms(maxIn(firstFrom, firstFrom + windowMs, (s) => s.server?.loopP99Ms ?? 0))} -> ${ms(maxIn(lastFrom, Number.POSITIVE_INFINITY, (s) => s.server?.loopP99Ms ?? 0))}`,
    );
    console.log(
      `  Lastgenerator: Event-Loop-Verzögerung p99 max ${ms(maxIn(firstFrom, firstFrom + windowMs, (s) => s.clientLoopP99Ms))} -> ${ms(maxIn(lastFrom, Number.POSITIVE_INFINITY, (s) => s.clientLoopP99Ms))}, Heap ${mb(process.memoryUsage().heapUsed)}`,
    );
    // Which requests grew slower: each kind's p99 after the warm-up and at the end.
    for (const what of log.kinds()) {
      const first = log.percentile(99, firstFrom, firstFrom + windowMs, what);
      const last = log.percentile(99, lastFrom, Number.POSITIVE_INFINITY, what);
      console.log(`    ${what.padEnd(16)} p99 ${ms(first)} -> ${ms(last)} (${(last / first).toFixed(2)}x)`);
    }
    let ok = true;
    for (const [check, passed] of Object.entries(checks)) {
      console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
      ok &&= passed;
    }
    console.log(`Drill Dauerlast: ${ok ? 'MET' : 'MISSED'}`);
    await stripe.close();
    return ok;
  },
);
