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
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createAdmin } from '../tests/factories';
import { sessionCookieFor } from '../tests/helpers/auth';
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
    const sample = async () => {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
      );
      samples.push({ at: performance.now(), rss: rssOf(server.pid), connections: result.rows[0]?.n ?? 0 });
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
