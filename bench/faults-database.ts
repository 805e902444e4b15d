// Drill "PostgreSQL killed during a booking rush" (npm run bench:faults -- --only database; issue 27 part 3,
// decision 046). The server owns its embedded PostgreSQL, as `npm start` without DATABASE_URL does. N signed-in
// families rush one training; once a third of its seats are booked, the postmaster and all its processes are killed
// (SIGKILL). Every family treats a 503 as the German text tells it to: it tries again a moment later, until it has a
// definite answer (booked, already booked, fully booked). /readyz is polled throughout.
// Must hold: every answer in the gap is a 503 with the German text within 2 s (no hang, no 500, no reset
// connection); /readyz says not ready meanwhile; the server starts PostgreSQL again itself and serves on; then
// exactly the seats are booked, each with its payment, every family's last answer says what the database holds,
// and every booking's confirmation mail arrives (no job lost).
import { parseArgs } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errorMessages } from '../src/domain/errors';
import { isAlive, postmasterPidOf } from '../src/server/db/embedded-postgres';
import { payments, rsvps } from '../src/server/db/schema';
import { startSmtpServer } from '../tests/helpers/smtp-server';
import { createContestedOffers, createFamilies } from './bench-data';
import { runBench } from './bench-environment';
import { childPids } from './cpu-time';
import { percentile } from './percentile';

const GAP_ANSWER_LIMIT_MS = 2000;
/** A client gives up on an answer after this long: a hang, not a slow answer. */
const CLIENT_TIMEOUT_MS = 10_000;
/** How long a family keeps trying before it counts as never answered. */
const FAMILY_PATIENCE_MS = 120_000;

const { values: args } = parseArgs({
  options: {
    families: { type: 'string', default: '500' },
    seats: { type: 'string', default: '120' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '600' },
  },
});
const families = Math.min(5000, Math.max(10, Number(args.families)));
const seats = Math.min(families, Math.max(3, Number(args.seats)));
const timeoutSeconds = Math.min(1800, Math.max(60, Number(args.timeout)));

interface Attempt {
  status: number;
  code: string | undefined;
  message: string | undefined;
  ms: number;
  /** How long the outage held it: from the kill (or its sending, if later) to its answer. */
  outageMs: number;
  /** Sent before the kill (waiting for the server when it came). */
  sentBeforeKill: boolean;
  /** Sent after the kill and answered before /readyz was ready again. */
  inGap: boolean;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(0)} ms`;

const smtp = await startSmtpServer();

runBench(
  {
    tempPrefix: 'anpfiff-faults-db-',
    useDist: args.dist,
    timeoutSeconds,
    databaseInServer: true,
    serverEnv: { SMTP_URL: smtp.url },
  },
  async ({ db, server, ctx, pgDataDir }) => {
    console.log(
      `PostgreSQL-Absturz im Buchungsansturm: ${families} Familien, ${seats} Plätze, Server ${server.url}`,
    );
    const crowd = await createFamilies(ctx, families);
    const { sessionId } = await createContestedOffers(db, seats);
    const path = `/api/trainings/${sessionId}/registrations`;

    let killedAt = 0;
    let readyAgainAt = 0;
    let booked = 0;
    let killed: Promise<void> | undefined;
    const notReadySeen: number[] = [];

    // The kill: the postmaster and every process it started, at once (as an OOM killer or a crash takes them).
    const kill = () => {
      const pid = postmasterPidOf(pgDataDir);
      if (pid === null) throw new Error('kein postmaster.pid');
      const all = [pid, ...childPids(pid)];
      killedAt = performance.now();
      for (const p of all) {
        try {
          process.kill(p, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      console.log(
        `  SIGKILL an PostgreSQL (postmaster ${pid} und ${all.length - 1} Prozesse) nach ${booked} Buchungen`,
      );
      return pid;
    };
    let killedPid = 0;

    const inGap = () => killedAt > 0 && readyAgainAt === 0;
    // A request queued before the kill (a rush waits for the offer's gate) counts from the kill.
    const outageOf = (sentAt: number) => (killedAt > 0 ? performance.now() - Math.max(sentAt, killedAt) : 0);
    const attempt = async (cookie: string, childId: string): Promise<Attempt> => {
      const gapAtStart = inGap();
      const t0 = performance.now();
      try {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { cookie, origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify({ childIds: [childId], acceptTerms: true }),
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        const text = await response.text();
        let error: { code?: string; message?: string } | undefined;
        try {
          error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
        } catch {
          error = undefined;
        }
        return {
          status: response.status,
          code: error?.code,
          message: error?.message,
          ms: performance.now() - t0,
          outageMs: outageOf(t0),
          sentBeforeKill: killedAt === 0 || t0 < killedAt,
          inGap: gapAtStart || inGap(),
        };
      } catch (err) {
        return {
          status: 0,
          code: undefined,
          message: undefined,
          ms: performance.now() - t0,
          outageMs: outageOf(t0),
          sentBeforeKill: killedAt === 0 || t0 < killedAt,
          inGap: gapAtStart || inGap(),
          error: String(err),
        };
      }
    };

    // /readyz every 100 ms from the start of the rush until it is ready again after the kill.
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const ok = await fetch(`${server.url}/readyz`, {
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        }).then(
          (r) => r.ok,
          () => false,
        );
        const now = performance.now();
        if (killedAt > 0 && !ok) notReadySeen.push(now);
        if (killedAt > 0 && ok && notReadySeen.length > 0 && readyAgainAt === 0) readyAgainAt = now;
        await sleep(100);
      }
    })();

    const started = performance.now();
    const outcomes = await Promise.all(
      crowd.map(async ({ cookie, childId }) => {
        const attempts: Attempt[] = [];
        const deadline = performance.now() + FAMILY_PATIENCE_MS;
        while (performance.now() < deadline) {
          const a = await attempt(cookie, childId);
          attempts.push(a);
          if (a.status === 201) {
            booked += 1;
            if (!killed && booked >= Math.ceil(seats / 3))
              killed = Promise.resolve().then(() => {
                killedPid = kill();
              });
          }
          // A definite answer ends the family's tries; a 503 (or no answer) is tried again, as the text says.
          if (a.status !== 503 && a.status !== 0) break;
          await sleep(300 + Math.random() * 400);
        }
        return { childId, attempts };
      }),
    );
    await killed;
    // Ready again: the poller sees it (a server that never recovers is reported, not waited for).
    const readyDeadline = performance.now() + 60_000;
    while (readyAgainAt === 0 && killedAt > 0 && performance.now() < readyDeadline) await sleep(100);
    polling = false;
    await poller;
    const wallMs = performance.now() - started;

    // The database's truth: active registrations of the training and their payments.
    const stored = await db
      .select({ childId: rsvps.childId, paymentId: payments.id })
      .from(rsvps)
      .leftJoin(payments, eq(payments.rsvpId, rsvps.id))
      .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)));
    const bookedChildren = new Set(stored.map((r) => r.childId));
    const all = outcomes.flatMap((o) => o.attempts);
    const gap = all.filter((a) => a.inGap);
    const unavailable = all.filter((a) => a.status === 503);
    const germanText = errorMessages.UNAVAILABLE;
    const wrongLast = outcomes.filter(({ childId, attempts }) => {
      const last = attempts.at(-1);
      const says =
        last?.status === 201 || last?.code === 'ALREADY_REGISTERED_TRAINING'
          ? 'booked'
          : last?.code === 'FULLY_BOOKED'
            ? 'full'
            : 'none';
      return says !== (bookedChildren.has(childId) ? 'booked' : 'full');
    });
    const latencies503 = unavailable.map((a) => a.outageMs).sort((a, b) => a - b);

    // No job lost: every booked family's confirmation mail arrives (a job taken when the database died is retried
    // once it expires, so this waits up to a few minutes).
    const emails = await db.execute<{ child_id: string; email: string }>(sql`
      select c.id as child_id, p.email from children c join profiles p on p.id = c.parent_id
      where c.id in (select child_id from rsvps where session_id = ${sessionId} and cancelled_at is null)`);
    const expectedMail = new Set(emails.rows.map((r) => r.email));
    const mailDeadline = Date.now() + Math.max(60_000, (timeoutSeconds * 1000) / 2);
    const arrived = () =>
      new Set(smtp.messages.flatMap((m) => m.envelope.to).filter((to) => expectedMail.has(to)));
    while (arrived().size < expectedMail.size && Date.now() < mailDeadline) await sleep(500);
    const mailsPerFamily = new Map<string, number>();
    for (const m of smtp.messages)
      for (const to of m.envelope.to)
        if (expectedMail.has(to)) mailsPerFamily.set(to, (mailsPerFamily.get(to) ?? 0) + 1);
    const duplicates = [...mailsPerFamily.values()].filter((n) => n > 1).length;

    const newPid = postmasterPidOf(pgDataDir);
    const checks: Record<string, boolean> = {
      'PostgreSQL getötet während des Ansturms': killedAt > 0,
      'wieder bereit': readyAgainAt > 0,
      '/readyz meldet "nicht bereit" in der Lücke': notReadySeen.length > 0,
      'Server hat PostgreSQL selbst neu gestartet (neuer Prozess, Server lebt)':
        newPid !== null && newPid !== killedPid && isAlive(newPid) && isAlive(server.pid),
      'kein 500, keine abgebrochene Verbindung, kein Hängen': all.every(
        (a) => a.status !== 0 && (a.status < 500 || a.status === 503),
      ),
      [`jede 503 innert ${GAP_ANSWER_LIMIT_MS / 1000} s (ab Kill oder Senden)`]: unavailable.every(
        (a) => a.outageMs <= GAP_ANSWER_LIMIT_MS,
      ),
      'jede 503 mit dem deutschen Text': unavailable.every(
        (a) => a.code === 'UNAVAILABLE' && a.message === germanText,
      ),
      [`genau ${seats} Plätze gebucht`]: stored.length === seats && bookedChildren.size === seats,
      'jede Buchung mit ihrer Zahlung': stored.every((r) => r.paymentId !== null),
      'letzte Antwort jeder Familie = Stand der Datenbank': wrongLast.length === 0,
      'jede Buchungsmail angekommen (kein Auftrag verloren)': arrived().size === expectedMail.size,
    };

    console.log(
      `  Anfragen gesamt       ${all.length} (${families} Familien, Wiederholungen nach 503 eingeschlossen)`,
    );
    console.log(
      `  in der Lücke          ${gap.length}, davon 503: ${gap.filter((a) => a.status === 503).length}`,
    );
    console.log(
      `  503 gesamt            ${unavailable.length}, Wartezeit ab Kill oder Senden p50 ${ms(percentile(latencies503, 50))}, p99 ${ms(percentile(latencies503, 99))}, max ${ms(latencies503.at(-1) ?? 0)}`,
    );
    const slowest = (list: Attempt[]) => Math.max(0, ...list.map((a) => a.outageMs));
    const queued = unavailable.filter((a) => a.sentBeforeKill);
    console.log(
      `    vor dem Kill gesendet ${queued.length} (max ${ms(slowest(queued))}), danach ${unavailable.length - queued.length} (max ${ms(slowest(unavailable.filter((a) => !a.sentBeforeKill)))})`,
    );
    const others = all.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503));
    for (const a of others.slice(0, 5)) console.log(`    unerwartet: ${a.status} ${a.code ?? a.error ?? ''}`);
    console.log(
      `  Lücke (Kill bis bereit) ${readyAgainAt > 0 ? ms(readyAgainAt - killedAt) : 'nie bereit'}, /readyz nicht bereit gesehen: ${notReadySeen.length}x`,
    );
    console.log(`  PostgreSQL-Prozess     ${killedPid} -> ${newPid}`);
    console.log(
      `  DB: Anmeldungen ${stored.length}, mit Zahlung ${stored.filter((r) => r.paymentId).length}`,
    );
    console.log(`  Antworten im Widerspruch zur DB: ${wrongLast.length}`);
    console.log(
      `  Buchungsmails: ${arrived().size} von ${expectedMail.size} Familien, doppelt: ${duplicates}`,
    );
    console.log(`  Dauer ${ms(wallMs)}`);
    let ok = true;
    for (const [check, passed] of Object.entries(checks)) {
      console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
      ok &&= passed;
    }
    console.log(`Drill PostgreSQL-Absturz: ${ok ? 'MET' : 'MISSED'}`);
    await smtp.stop();
    return ok;
  },
);
