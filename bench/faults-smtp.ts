// Drill "SMTP down while booking mails queue" (npm run bench:faults -- --only smtp; issue 27 part 3).
// [-- --families 1000 --outage-minutes 5 --dist --timeout 1800]
//
// The server sends through a local SMTP server (smtp-server, as the tests use) in this process. It is stopped; N
// signed-in families then book one training (one confirmation mail each), and a parent asks for a sign-in code every
// 20 s; after the outage the SMTP server listens again on the same port. Must hold: every booking's mail arrives
// exactly once after the outage, and every code request made during it either said "try again" (a German refusal)
// or its mail arrives while the code is still good (10 minutes): none arrives expired, none is silently lost.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { errorMessages, isErrorCode } from '../src/domain/errors';
import { CODE_TTL_SECONDS } from '../src/server/auth/auth';
import { startSmtpServer } from '../tests/helpers/smtp-server';
import { createContestedOffers, createFamilies } from './bench-data';
import { runBench } from './bench-environment';

const CODE_REQUEST_EVERY_MS = 20_000;
const BOOKINGS_AT_ONCE = 50;

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '1000' },
    'outage-minutes': { type: 'string', default: '5' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '1800' },
  },
});
const families = Math.min(5000, Math.max(1, Number(args.families)));
const outageMs = Math.max(0.25, Number(args['outage-minutes'])) * 60_000;
const timeoutSeconds = Math.min(3600, Math.max(60, Number(args.timeout)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const smtp = await startSmtpServer();

interface CodeRequest {
  email: string;
  at: number;
  status: number;
  code?: string;
  message?: string;
}

runBench(
  {
    tempPrefix: 'anpfiff-faults-smtp-',
    useDist: args.dist,
    timeoutSeconds,
    // Each parent from an address of their own (the server believes one proxy's X-Forwarded-For).
    serverEnv: { SMTP_URL: smtp.url, TRUST_PROXY: '1' },
  },
  async ({ db, server, ctx }) => {
    console.log(
      `SMTP-Ausfall: ${families} Buchungen, ${seconds(outageMs)} ohne SMTP, Code-Anfragen alle ${seconds(CODE_REQUEST_EVERY_MS)}, Server ${server.url}`,
    );
    const crowd = await createFamilies(ctx, families);
    const { sessionId } = await createContestedOffers(db, families);

    let codeNumber = 0;
    const requestCode = async (): Promise<CodeRequest> => {
      const n = ++codeNumber;
      const email = `code-${n}@bench.anpfiff.local`;
      const at = Date.now();
      const response = await fetch(`${server.url}/api/auth/code`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n}` },
        body: JSON.stringify({ email }),
      }).catch(() => null);
      if (!response) return { email, at, status: 0 };
      const body = (await response.json().catch(() => ({}))) as {
        error?: { code?: string; message?: string };
      };
      return { email, at, status: response.status, code: body.error?.code, message: body.error?.message };
    };

    await smtp.stop();
    const downAt = Date.now();
    console.log('  SMTP gestoppt');
    const codes: CodeRequest[] = [];
    const asking = (async () => {
      while (Date.now() - downAt < outageMs) {
        codes.push(await requestCode());
        await sleep(Math.min(CODE_REQUEST_EVERY_MS, outageMs - (Date.now() - downAt)));
      }
    })();

    // The bookings, a few dozen at a time, as a busy morning brings them.
    const statuses = new Map<number, number>();
    for (let i = 0; i < crowd.length; i += BOOKINGS_AT_ONCE) {
      await Promise.all(
        crowd.slice(i, i + BOOKINGS_AT_ONCE).map(async ({ cookie, childId }) => {
          const response = await fetch(`${server.url}/api/trainings/${sessionId}/registrations`, {
            method: 'POST',
            headers: { cookie, origin: server.url, 'content-type': 'application/json' },
            body: JSON.stringify({ childIds: [childId], acceptTerms: true }),
          }).catch(() => null);
          const status = response?.status ?? 0;
          await response?.arrayBuffer();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
    }
    console.log(`  Buchungen während des Ausfalls: ${JSON.stringify(Object.fromEntries(statuses))}`);
    await asking;
    const delivered = smtp.messages.length;
    await smtp.start();
    const upAt = Date.now();
    console.log(`  SMTP wieder da nach ${seconds(upAt - downAt)} (Mails während des Ausfalls: ${delivered})`);

    // Every family's booking mail, and the code mails that are coming, until the bench's time runs out.
    const bookingAddresses = new Set(
      (
        await db.execute<{ email: string }>(
          sql`select p.email from rsvps r join children c on c.id = r.child_id join profiles p on p.id = c.parent_id
              where r.session_id = ${sessionId} and r.cancelled_at is null`,
        )
      ).rows.map((r) => r.email),
    );
    const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelope.to.includes(address));
    const deadline = downAt + timeoutSeconds * 1000 - 60_000;
    const arrivedBookings = () => [...bookingAddresses].filter((a) => mailsTo(a).length > 0).length;
    while (arrivedBookings() < bookingAddresses.size && Date.now() < deadline) await sleep(1000);
    const lastBookingMail = Math.max(
      ...smtp.messages
        .filter((m) => m.envelope.to.some((a) => bookingAddresses.has(a)))
        .map((m) => +m.receivedAt),
      upAt,
    );
    // Code mails still in their retries get the rest of their validity.
    const codeDeadline = Math.min(
      deadline,
      Math.max(...codes.map((c) => c.at), upAt) + CODE_TTL_SECONDS * 1000,
    );
    const pendingCodes = () => codes.filter((c) => c.status === 200 && mailsTo(c.email).length === 0);
    while (pendingCodes().length > 0 && Date.now() < codeDeadline) await sleep(1000);

    const duplicates = [...bookingAddresses].filter((a) => mailsTo(a).length > 1).length;
    const codeOutcomes = codes.map((c) => {
      const mail = mailsTo(c.email)[0];
      if (c.status !== 200) {
        const german = c.code !== undefined && isErrorCode(c.code) && c.message === errorMessages[c.code];
        return mail ? 'refused but mailed' : german ? 'try again' : `refused ${c.status}`;
      }
      if (!mail) return 'lost';
      return +mail.receivedAt - c.at < CODE_TTL_SECONDS * 1000 ? 'in time' : 'expired';
    });
    const count = (what: string) => codeOutcomes.filter((o) => o === what).length;

    const checks: Record<string, boolean> = {
      'alle Buchungen angenommen (SMTP-Ausfall hält keine Buchung auf)':
        (statuses.get(201) ?? 0) === families,
      'keine Mail während des Ausfalls': delivered === 0,
      [`jede Buchungsmail angekommen (${bookingAddresses.size})`]:
        arrivedBookings() === bookingAddresses.size,
      'jede Buchungsmail genau einmal': duplicates === 0,
      'jeder Code: "erneut versuchen" oder rechtzeitig zugestellt': codeOutcomes.every(
        (o) => o === 'try again' || o === 'in time',
      ),
    };
    console.log(`  Buchungsmails: ${arrivedBookings()} von ${bookingAddresses.size}, doppelt ${duplicates}`);
    console.log(`  letzte Buchungsmail ${seconds(lastBookingMail - upAt)} nach SMTP-Rückkehr`);
    console.log(
      `  Code-Anfragen: ${codes.length}; "erneut versuchen" ${count('try again')}, rechtzeitig ${count('in time')}, abgelaufen angekommen ${count('expired')}, verloren ${count('lost')}, sonst ${codes.length - count('try again') - count('in time') - count('expired') - count('lost')}`,
    );
    let ok = true;
    for (const [check, passed] of Object.entries(checks)) {
      console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
      ok &&= passed;
    }
    console.log(`Drill SMTP-Ausfall: ${ok ? 'MET' : 'MISSED'}`);
    await smtp.stop();
    return ok;
  },
);
