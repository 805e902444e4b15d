// npm run bench:booking [-- --families 1000 --seats 30 --kind both|trainings|camps --dist --timeout 300]
//
// N families (one child each, each signed in) race to book one training with 30 seats, then one camp with 30
// places, against the real server process and a PostgreSQL the benchmark starts itself (loopback only, a temporary
// data folder removed at the end). Prints bookings made, "Ausgebucht" refusals, 5xx, p50/p99 latency, and checks
// in the database that active registrations == payments == seats. Exits 1 if a check fails. Not a timed test:
// the figures are for reading (record them in the closing note of a change that touches booking).
import { parseArgs } from 'node:util';
import { createContestedOffers, createFamilies, storedBookings } from './bench-data';
import { runBench } from './bench-environment';
import { race } from './race';

const MAX_FAMILIES = 5000;

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '30' },
    kind: { type: 'string', default: 'both' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
  },
});
const families = Math.min(MAX_FAMILIES, Math.max(1, Number(args.families)));
const seats = Math.max(1, Number(args.seats));
type Kind = 'trainings' | 'camps';
const isKind = (value: unknown): value is Kind => value === 'trainings' || value === 'camps';
if (args.kind !== 'both' && !isKind(args.kind)) throw new Error('--kind: both, trainings or camps');
const kinds: Kind[] = isKind(args.kind) ? [args.kind] : ['trainings', 'camps'];
const timeoutSeconds = Math.min(900, Math.max(10, Number(args.timeout)));

const ms = (value: number) => `${value.toFixed(0)} ms`;

runBench(
  { tempPrefix: 'anpfiff-bench-', useDist: args.dist, timeoutSeconds },
  async ({ db, server, ctx }) => {
    console.log(`Lege ${families} Familien an (je ein Kind, angemeldet)…`);
    const crowd = await createFamilies(ctx, families);
    const offers = await createContestedOffers(db, seats);
    console.log(
      `${families} Familien, ${seats} Plätze, Server ${server.url} (${args.dist ? 'dist' : 'tsx'})\n`,
    );

    let ok = true;
    for (const kind of kinds) {
      const offerId = kind === 'trainings' ? offers.sessionId : offers.campId;
      const result = await race(
        `${server.url}/api/${kind}/${offerId}/registrations`,
        crowd,
        timeoutSeconds * 1000,
      );
      const stored = await storedBookings(db, kind, offerId);
      const expected = Math.min(seats, families);
      const checks = {
        [`Buchungen = ${expected}`]: result.booked === expected,
        '5xx = 0': result.serverErrors === 0 && result.networkErrors === 0,
        [`Anmeldungen in der DB = Zahlungen = ${expected}`]:
          stored.registrations === expected && stored.payments === expected,
        'alle anderen: Ausgebucht': result.fullyBooked === families - expected,
      };
      console.log(kind === 'trainings' ? 'Training' : 'Camp');
      console.log(`  Buchungen            ${result.booked}`);
      console.log(`  Ausgebucht (409)     ${result.fullyBooked}`);
      console.log(`  andere Ablehnungen   ${JSON.stringify(result.otherRefusals)}`);
      console.log(`  5xx                  ${result.serverErrors}   Netzwerkfehler ${result.networkErrors}`);
      for (const cause of result.networkErrorCauses) console.log(`    Netzwerkfehler: ${cause}`);
      console.log(
        `  Latenz p50 / p99     ${ms(result.p50Ms)} / ${ms(result.p99Ms)}   max ${ms(result.maxMs)}`,
      );
      console.log(`  Dauer gesamt         ${ms(result.wallMs)}`);
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
