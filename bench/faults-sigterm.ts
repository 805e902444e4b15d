// Drill "SIGTERM to one of two instances under load" (npm run bench:faults -- --only sigterm; issue 27 part 3).
// [-- --parents 100 --seconds 30 --dist --timeout 300]
//
// Two server processes on one database behind a load balancer in this process (faults-balancer.ts: round robin over
// the instances whose /readyz is green, a refused connection tried on the other). Parents browse, book and cancel in
// a loop through it; a third of the way in, the first instance gets SIGTERM. Must hold: it drains its requests and
// exits within 10 s, the other serves on, and no client sees a 5xx (the balancer's 502 for a cut request included)
// or a broken connection.
import { parseArgs } from 'node:util';
import { createContestedOffers, createFamilies } from './bench-data';
import { runBench } from './bench-environment';
import { startBalancer } from './faults-balancer';
import { parentLoop, TrafficLog } from './faults-traffic';

const DRAIN_LIMIT_MS = 10_000;

const { values: args } = parseArgs({
  options: {
    parents: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
  },
});
const parents = Math.min(2000, Math.max(2, Number(args.parents)));
const loadMs = Math.max(6, Number(args.seconds)) * 1000;
const timeoutSeconds = Math.min(1800, Math.max(60, Number(args.timeout)));
const ms = (value: number) => `${value.toFixed(0)} ms`;

const balancer = await startBalancer();

runBench(
  {
    tempPrefix: 'anpfiff-faults-sigterm-',
    useDist: args.dist,
    timeoutSeconds,
    instances: 2,
    // The public address is the balancer's: writes through it are same-origin for both instances.
    serverEnv: { APP_URL: balancer.url },
  },
  async ({ db, servers, ctx }) => {
    const [stopped, survivor] = servers;
    if (!stopped || !survivor) throw new Error('zwei Instanzen erwartet');
    balancer.route(servers.map((s) => s.url));
    console.log(
      `SIGTERM unter Last: ${parents} Eltern über ${balancer.url} auf ${servers.map((s) => s.url).join(' und ')}`,
    );
    const crowd = await createFamilies(ctx, parents);
    const { sessionId } = await createContestedOffers(db, parents);

    const log = new TrafficLog();
    const started = performance.now();
    const done = () => performance.now() - started > loadMs;
    const load = Promise.all(crowd.map((family) => parentLoop(log, balancer.url, family, sessionId, done)));

    await new Promise((r) => setTimeout(r, loadMs / 3));
    const termAt = performance.now();
    await stopped.stop();
    const drainMs = performance.now() - termAt;
    console.log(`  SIGTERM an Instanz 1 (${stopped.url}): beendet nach ${ms(drainMs)}`);
    await load;
    await balancer.close();

    const afterTerm = log.count(termAt);
    const errors = log.serverErrors();
    const checks: Record<string, boolean> = {
      [`Instanz 1 in ${DRAIN_LIMIT_MS / 1000} s beendet`]: drainMs <= DRAIN_LIMIT_MS,
      'Instanz 2 bedient weiter': afterTerm > 0 && log.serverErrors(termAt).length === 0,
      'kein 5xx bei den Clients (502 des Balancers eingeschlossen)':
        errors.length === 0 && balancer.badGateway === 0,
      'keine abgebrochene Verbindung': log.networkErrors.length === 0,
    };
    console.log(`  Antworten ${log.count()}, davon nach dem SIGTERM ${afterTerm}`);
    console.log(
      `  5xx ${errors.length} (502 vom Balancer ${balancer.badGateway}), Netzwerkfehler ${log.networkErrors.length}`,
    );
    for (const e of [
      ...errors.slice(0, 5).map((a) => `${a.what} ${a.status}`),
      ...log.networkErrors.slice(0, 5),
    ])
      console.log(`    ${e}`);
    console.log(`  Latenz p50 / p99 ${ms(log.percentile(50))} / ${ms(log.percentile(99))}`);
    const slowest = log.slowest(5);
    console.log(
      `  langsamste: ${slowest.map((a) => `${a.what} ${ms(a.ms)} (${((a.at - a.ms - termAt) / 1000).toFixed(1)} s ab SIGTERM)`).join(', ')}`,
    );
    let ok = true;
    for (const [check, passed] of Object.entries(checks)) {
      console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
      ok &&= passed;
    }
    console.log(`Drill SIGTERM: ${ok ? 'MET' : 'MISSED'}`);
    return ok;
  },
);
