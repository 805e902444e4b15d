// npm run bench:mail [-- --codes 1000 --bookings 2000 --dist --timeout 300]
//
// A morning rush: 2000 booking confirmations are queued at once, and at the same moment 1000 parents ask for a
// sign-in code (each its own connection to the real server process). Every mail goes to a local SMTP server
// (smtp-server, as the tests use) in this process. Prints the mails per second until the last of them arrived,
// and the p50/p95 time from the code request, and from its answer (the code queued), to the code mail's arrival.
// Then the priority alone: 30 code requests one after another while 2000 more booking mails wait.
// Targets: >= 50 mails/s; a code mail out within 2 s (p95) while the bookings' mails wait. Checks that every mail
// arrived exactly once and that no sign-in job is left; exits 1 when a check fails.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SIGN_IN_MAIL_QUEUE } from '../src/server/auth/sign-in-mail-job';
import { MAIL_QUEUE } from '../src/server/integrations/mail';
import { startJobs } from '../src/server/jobs/jobs';
import { startSmtpServer } from '../tests/helpers/smtp-server';
import { runBench } from './bench-environment';
import { BOOKING_MAIL_SUBJECT, bookingMail } from './bench-mails';
import { postgresCpuMs, processCpuMs } from './cpu-time';
import { percentile } from './percentile';

const TARGET_MAILS_PER_SECOND = 50;
const TARGET_CODE_P95_MS = 2000;

const { values: args } = parseArgs({
  options: {
    codes: { type: 'string', default: '1000' },
    bookings: { type: 'string', default: '2000' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
  },
});
const codes = Math.min(5000, Math.max(1, Number(args.codes)));
const bookings = Math.min(20_000, Math.max(0, Number(args.bookings)));
const timeoutSeconds = Math.min(900, Math.max(10, Number(args.timeout)));

/** POST /api/auth/code on its own connection, as a parent's phone would; answers when the server answered. */
function requestCode(baseUrl: string, email: string, clientIp: string): Promise<number> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/auth/code`,
      {
        method: 'POST',
        agent: false,
        timeout: timeoutSeconds * 1000,
        headers: {
          origin: baseUrl,
          'x-forwarded-for': clientIp,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const smtp = await startSmtpServer();
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

runBench(
  {
    tempPrefix: 'anpfiff-bench-mail-',
    useDist: args.dist,
    timeoutSeconds,
    // Each parent from an address of their own, as in life (the server believes one proxy's X-Forwarded-For).
    serverEnv: { SMTP_URL: smtp.url, TRUST_PROXY: '1' },
  },
  async ({ db, server, ctx, pgDataDir }) => {
    const jobs = await startJobs(ctx.config.DATABASE_URL!, { workers: false });
    try {
      const booking = (i: number) => bookingMail(ctx.config, i);

      // Warm-up: a few of each, so the figures are not the first start of the workers and connections.
      await jobs.sendMany(
        MAIL_QUEUE,
        Array.from({ length: 20 }, (_, i) => booking(-1 - i)),
      );
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          requestCode(server.url, `warmup.${i}@bench.anpfiff.local`, `10.1.0.${i + 1}`),
        ),
      );
      await smtp.waitForMail(() => smtp.messages.length >= 25, 30_000);

      console.log(
        `${bookings} Buchungsmails und ${codes} Code-Anfragen gleichzeitig, SMTP ${smtp.url}, Server ${server.url} (${args.dist ? 'dist' : 'tsx'})\n`,
      );
      const before = smtp.messages.length;
      const started = performance.now();
      const startedAt = Date.now();
      // CPU while the requests are answered (the mails sent meanwhile included): what the rush costs, however busy
      // the shared machine is.
      const cpuBefore = { server: processCpuMs(server.pid), postgres: postgresCpuMs(pgDataDir) };
      // The bookings' mails, queued in one statement as a burst of bookings would queue them.
      await jobs.sendMany(
        MAIL_QUEUE,
        Array.from({ length: bookings }, (_, i) => booking(i)),
      );
      const requests = await Promise.all(
        Array.from({ length: codes }, async (_, i) => {
          const email = `eltern.${i}@bench.anpfiff.local`;
          const sentAt = Date.now();
          const status = await requestCode(server.url, email, `10.2.${i >> 8}.${i & 255}`).catch(() => 0);
          return { email, sentAt, answeredAt: Date.now(), status };
        }),
      );
      const answered = performance.now();
      const cpuUsed = {
        server: processCpuMs(server.pid) - cpuBefore.server,
        postgres: postgresCpuMs(pgDataDir) - cpuBefore.postgres,
      };
      const refused = requests.filter((r) => r.status !== 200);
      if (refused.length > 0)
        console.log(
          `  ${refused.length} Code-Anfragen abgelehnt: ${[...new Set(refused.map((r) => r.status))].join(', ')}`,
        );

      // A request the server never answered (a reset connection) queues no mail: wait for the mails of the others.
      const expected = before + bookings + requests.filter((r) => r.status === 200).length;
      const deadline = Date.now() + timeoutSeconds * 1000;
      let shown = Date.now();
      while (smtp.messages.length < expected && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        if (Date.now() - shown > 15_000) {
          shown = Date.now();
          console.log(`  … ${smtp.messages.length - before} von ${bookings + codes} Mails angekommen`);
        }
      }
      // The whole burst's CPU, to its last mail: the same work whatever order it was done in (the line above counts
      // until the last answer, so it depends on how much mail went out meanwhile).
      const cpuBurst = {
        server: processCpuMs(server.pid) - cpuBefore.server,
        postgres: postgresCpuMs(pgDataDir) - cpuBefore.postgres,
      };
      const mails = smtp.messages.slice(before);
      const lastArrival = Math.max(...mails.map((m) => m.receivedAt.getTime()));
      const seconds = (lastArrival - startedAt) / 1000;
      const arrivalOf = new Map<string, number[]>();
      for (const m of mails) {
        for (const to of m.envelope.to)
          arrivalOf.set(to, [...(arrivalOf.get(to) ?? []), m.receivedAt.getTime()]);
      }
      const fromRequest: number[] = [];
      const fromAnswer: number[] = [];
      for (const r of requests) {
        const at = arrivalOf.get(r.email)?.[0];
        if (at === undefined) continue;
        fromRequest.push(at - r.sentAt);
        fromAnswer.push(at - r.answeredAt);
      }
      fromRequest.sort((a, b) => a - b);
      fromAnswer.sort((a, b) => a - b);
      const bookingMails = mails.filter((m) => m.subject.startsWith(BOOKING_MAIL_SUBJECT));
      const bookingSubjects = bookingMails.map((m) => m.subject);
      const bookingArrivals = bookingMails
        .map((m) => m.receivedAt.getTime() - startedAt)
        .sort((a, b) => a - b);

      const rate = mails.length / seconds;
      const p95 = percentile(fromAnswer, 95);
      console.log(`  Code-Anfragen beantwortet        ${ms(answered - started)} für alle ${codes}`);
      console.log(
        `  CPU bis dahin je Code-Anfrage    Server ${(cpuUsed.server / codes).toFixed(2)} ms, PostgreSQL ${(cpuUsed.postgres / codes).toFixed(2)} ms (Mailversand inbegriffen)`,
      );
      console.log(
        `  CPU des ganzen Ansturms          Server ${(cpuBurst.server / 1000).toFixed(2)} s, PostgreSQL ${(cpuBurst.postgres / 1000).toFixed(2)} s (bis zur letzten Mail)`,
      );
      console.log(
        `  Mails angekommen                 ${mails.length} von ${bookings + codes} in ${seconds.toFixed(2)} s`,
      );
      console.log(
        `  Mails pro Sekunde                ${rate.toFixed(0)}   Ziel >= ${TARGET_MAILS_PER_SECOND}: ${verdict(rate >= TARGET_MAILS_PER_SECOND)}`,
      );
      console.log(
        `  Code: Antwort -> Ankunft         p50 ${ms(percentile(fromAnswer, 50))}   p95 ${ms(p95)}   max ${ms(fromAnswer.at(-1) ?? 0)}   Ziel p95 < ${TARGET_CODE_P95_MS} ms: ${verdict(p95 < TARGET_CODE_P95_MS)}`,
      );
      console.log(
        `  Code: Anfrage -> Ankunft         p50 ${ms(percentile(fromRequest, 50))}   p95 ${ms(percentile(fromRequest, 95))}   max ${ms(fromRequest.at(-1) ?? 0)}`,
      );
      console.log(
        `  Buchungsmails angekommen nach    erste ${ms(bookingArrivals[0] ?? 0)}   p50 ${ms(percentile(bookingArrivals, 50))}   letzte ${ms(bookingArrivals.at(-1) ?? 0)}`,
      );

      await new Promise((r) => setTimeout(r, 1000));
      const left = await db.execute<{ name: string; state: string; n: number }>(
        sql`select name, state, count(*)::int as n from pgboss.job
            where name in (${SIGN_IN_MAIL_QUEUE}, ${MAIL_QUEUE}) group by name, state`,
      );
      const leftOf = (name: string, state?: string) =>
        left.rows
          .filter((r) => r.name === name && (!state || r.state === state))
          .reduce((a, r) => a + r.n, 0);
      const checks = {
        [`alle ${codes} Code-Anfragen mit 200 beantwortet`]: requests.every((r) => r.status === 200),
        'jeder Code genau einmal angekommen': requests.every((r) => arrivalOf.get(r.email)?.length === 1),
        [`alle ${bookings} Buchungsmails genau einmal angekommen`]:
          bookingSubjects.length === bookings && new Set(bookingSubjects).size === bookings,
        'keine Anmelde-Jobs mehr in der Datenbank': leftOf(SIGN_IN_MAIL_QUEUE) === 0,
        'alle Mail-Jobs erledigt': leftOf(MAIL_QUEUE) === leftOf(MAIL_QUEUE, 'completed'),
      };
      let ok = true;
      console.log('');
      for (const [check, passed] of Object.entries(checks)) {
        console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
        ok &&= passed;
      }

      // The priority alone, without a rush of requests: parents asking one after another (10 a second) while the
      // bookings' mails of a second burst wait in the queue.
      const trickle = 30;
      const before2 = smtp.messages.length;
      await jobs.sendMany(
        MAIL_QUEUE,
        Array.from({ length: bookings }, (_, i) => booking(bookings + i)),
      );
      const single: number[] = [];
      const pending: Promise<void>[] = [];
      for (let i = 0; i < trickle; i++) {
        const email = `einzeln.${i}@bench.anpfiff.local`;
        pending.push(
          requestCode(server.url, email, `10.3.0.${i + 1}`).then(async () => {
            const answeredAt = Date.now();
            const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email), timeoutSeconds * 1000);
            single.push(mail.receivedAt.getTime() - answeredAt);
          }),
        );
        await new Promise((r) => setTimeout(r, 100));
      }
      await Promise.all(pending);
      const bulkWhile = smtp.messages
        .slice(before2)
        .filter((m) => m.subject.startsWith(BOOKING_MAIL_SUBJECT)).length;
      single.sort((a, b) => a - b);
      const singleP95 = percentile(single, 95);
      console.log(
        `\n${trickle} Code-Anfragen nacheinander (10/s), während ${bookings} weitere Buchungsmails warten`,
      );
      console.log(
        `  Code: Antwort -> Ankunft         p50 ${ms(percentile(single, 50))}   p95 ${ms(singleP95)}   max ${ms(single.at(-1) ?? 0)}   Ziel p95 < ${TARGET_CODE_P95_MS} ms: ${verdict(singleP95 < TARGET_CODE_P95_MS)}`,
      );
      console.log(`  Buchungsmails bis dahin zugestellt ${bulkWhile} von ${bookings}`);
      // The rest of the burst before the SMTP server goes away (else the server logs each as a failed attempt).
      const all = before2 + bookings + trickle;
      while (smtp.messages.length < all && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const second = smtp.messages.slice(before2).filter((m) => m.subject.startsWith(BOOKING_MAIL_SUBJECT));
      const secondOnce =
        second.length === bookings && new Set(second.map((m) => m.subject)).size === bookings;
      console.log(
        `  ${secondOnce ? 'OK    ' : 'FEHLER'} alle ${bookings} weiteren Buchungsmails genau einmal angekommen`,
      );
      return ok && secondOnce;
    } finally {
      await jobs.stop();
      await smtp.stop();
    }
  },
);
