// npm run bench:booking [-- --families 1000 --seats 30 --kind both|trainings|camps --instances 1 --dist --timeout 300]
//
// N families (one child each, each signed in) race to book one training with 30 seats, then one camp with 30
// places, against the real server process (or --instances N processes on the one database, the families dealt out
// to them in turn) and a PostgreSQL the benchmark starts itself (loopback only, a temporary data folder removed at
// the end). A warm-up race of the same families for other offers runs first and is not counted. Prints bookings made, "Ausgebucht"
// refusals, 5xx, p50/p99 latency beside the target (p99 < 1 s: MET or MISSED), the CPU time the servers and
// PostgreSQL spent per request (what a request costs, however busy the machine is), and checks in the database
// that active registrations == payments == seats. Exits 1 if a check fails (a missed target is a figure, not a
// failure). Not a timed test: the figures are for reading (record them in the closing note of a change that
// touches booking).
import { parseArgs } from 'node:util';
import { createContestedOffers, createFamilies, storedBookings } from './bench-data';
import { runBench } from './bench-environment';
import { postgresCpuMs, processCpuMs } from './cpu-time';
import { race } from './race';

const MAX_FAMILIES = 5000;
const TARGET_P99_MS = 1000;

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '30' },
    kind: { type: 'string', default: 'both' },
    instances: { type: 'string', default: '1' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
  },
});
const families = Math.min(MAX_FAMILIES, Math.max(1, Number(args.families)));
const seats = Math.max(1, Number(args.seats));
const instances = Math.min(8, Math.max(1, Number(args.instances)));
type Kind = 'trainings' | 'camps';
const isKind = (value: unknown): value is Kind => value === 'trainings' || value === 'camps';
if (args.kind !== 'both' && !isKind(args.kind)) throw new Error('--kind: both, trainings or camps');
const kinds: Kind[] = isKind(args.kind) ? [args.kind] : ['trainings', 'camps'];
const timeoutSeconds = Math.min(900, Math.max(10, Number(args.timeout)));

const ms = (value: number) => `${value.toFixed(0)} ms`;
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

runBench(
  { tempPrefix: 'anpfiff-bench-', useDist: args.dist, timeoutSeconds, instances },
  async ({ db, servers, ctx, pgDataDir }) => {
    console.log(`Lege ${families} Familien an (je ein Kind, angemeldet)…`);
    const crowd = await createFamilies(ctx, families);
    const urls = servers.map((s) => s.url);
    const serverCpuMs = () => servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);

    // Warm-up: the same race on offers of their own (the JIT, the pools' connections and prepared statements,
    // PostgreSQL's caches, the sockets), so the measured race starts from a server that has seen one. A smaller
    // warm-up left the first measured race about twice as slow as the second.
    const warmUp = await createContestedOffers(db, seats);
    for (const kind of kinds) {
      const offerId = kind === 'trainings' ? warmUp.sessionId : warmUp.campId;
      await race(urls, `/api/${kind}/${offerId}/registrations`, crowd, timeoutSeconds * 1000);
    }

    const offers = await createContestedOffers(db, seats);
    console.log(
      `${families} Familien, ${seats} Plätze, ${instances} Server-Prozess(e) ${urls.join(' ')} (${args.dist ? 'dist' : 'tsx'}), Aufwärmen vorbei\n`,
    );

    let ok = true;
    for (const kind of kinds) {
      const offerId = kind === 'trainings' ? offers.sessionId : offers.campId;
      const cpuBefore = {
        server: serverCpuMs(),
        postgres: postgresCpuMs(pgDataDir),
        bench: process.cpuUsage(),
      };
      const result = await race(urls, `/api/${kind}/${offerId}/registrations`, crowd, timeoutSeconds * 1000);
      const cpu = {
        server: (serverCpuMs() - cpuBefore.server) / families,
        postgres: (postgresCpuMs(pgDataDir) - cpuBefore.postgres) / families,
        // This process: the 1000 clients (connections, requests, answers), on the same cores as the server.
        bench: cpuMs(process.cpuUsage(cpuBefore.bench)) / families,
      };
      const stored = await storedBookings(db, kind, offerId);
      const expected = Math.min(seats, families);
      const checks = {
        [`Buchungen = ${expected}`]: result.booked === expected,
        '5xx = 0': result.serverErrors === 0 && result.networkErrors === 0,
        [`Anmeldungen in der DB = Zahlungen = ${expected}`]:
          stored.registrations === expected && stored.payments === expected,
        'alle anderen: Ausgebucht': result.fullyBooked === families - expected,
      };
      const met = result.p99Ms < TARGET_P99_MS;
      console.log(kind === 'trainings' ? 'Training' : 'Camp');
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
  },
);
