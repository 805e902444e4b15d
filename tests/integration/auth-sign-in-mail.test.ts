import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueSignInMail, SIGN_IN_MAIL_QUEUE } from '../../src/server/auth/sign-in-mail-job';
import { registerSignInMailWorker } from '../../src/server/auth/sign-in-mail-worker';
import { requestCode, verifyCode } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';

// The sign-in code never rests in the database in clear: the queued job carries it sealed with a key outside the
// database, the worker renders the mail, and the job is deleted once delivered. With SMTP as the transport (as in
// production) no table of any schema holds the code after a sign-in mail went out.

const smtp = await startSmtpServer();
const t = setupTestApp({
  SMTP_URL: smtp.url,
  APP_URL: 'https://portal.example.ch',
  SIGN_IN_IP_LIMIT: '1000',
});

beforeAll(async () => {
  // The mail server is looked at again every 300 ms while down (15 s in production).
  await registerSignInMailWorker(t.ctx, { retryDelaySeconds: 1, health: { probeEveryMs: 300 } });
});
afterAll(() => smtp.stop());

let seq = 0;
const freshEmail = () => `postfach.${++seq}.${Date.now()}@example.ch`;

async function mailedCode(email: string): Promise<string> {
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email), 15_000);
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

async function signInJobs(email: string) {
  const result = await t.ctx.db.execute<{ n: number }>(sql`
    select (select count(*) from pgboss.job where name = ${SIGN_IN_MAIL_QUEUE} and data->>'email' = ${email})
         + (select count(*) from pgboss.archive where name = ${SIGN_IN_MAIL_QUEUE} and data->>'email' = ${email})
      as n`);
  return Number(result.rows[0]!.n);
}

/** Every row of every table in every schema of the database (public, pgboss, drizzle), each as text. */
async function everyRowAsText(): Promise<{ table: string; row: string }[]> {
  const tables = await t.ctx.db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const rows: { table: string; row: string }[] = [];
  for (const { schema, name } of tables.rows) {
    const table = `${schema}.${name}`;
    const result = await t.ctx.db.execute<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    for (const { row } of result.rows) rows.push({ table, row });
  }
  return rows;
}

/**
 * Where the code stands alone as a 6-digit number in a row. A timestamp's microseconds are six digits too
 * ("13:26:15.123456+00"); those are not the code and are skipped.
 */
function occurrences(rows: { table: string; row: string }[], code: string) {
  const pattern = new RegExp(`(?<![0-9])${code}(?![0-9])`, 'g');
  return rows.flatMap(({ table, row }) =>
    [...row.matchAll(pattern)]
      .filter((m) => !/\d\d:\d\d:\d\d\.$/.test(row.slice(Math.max(0, m.index - 9), m.index)))
      .map(() => table),
  );
}

describe('the sign-in mail', () => {
  it('reaches the inbox with the code and the link, and leaves no table holding the code', async () => {
    const email = freshEmail();
    expect((await requestCode(t, email, { body: { redirectTo: '/camps' } })).status).toBe(200);
    const code = await mailedCode(email);
    const mail = smtp.messages.find((m) => m.envelope.to.includes(email))!;
    expect(mail.subject).toBe('Ihr Anmeldecode für Fussballschule Rotkreuz');
    expect(mail.text).toContain(
      `https://portal.example.ch/auth/callback?redirectTo=%2Fcamps#email=${encodeURIComponent(email)}&code=${code}`,
    );

    // Delivered: the job is gone, from the queue and from pg-boss's archive.
    await vi.waitFor(async () => expect(await signInJobs(email)).toBe(0), { timeout: 10_000, interval: 100 });
    const rows = await everyRowAsText();
    // pg-boss's own schema is searched as well as ours.
    expect(rows.map((r) => r.table)).toEqual(
      expect.arrayContaining([
        'pgboss.version',
        'pgboss.queue',
        'public.profiles',
        'public.auth_verifications',
      ]),
    );
    expect(occurrences(rows, code)).toEqual([]);

    // And the code is the real one: it signs in.
    expect((await verifyCode(t, email, code)).status).toBe(200);
  });

  it('finds the code when it is there: the search itself is not blind', async () => {
    const email = freshEmail();
    await requestCode(t, email);
    const code = await mailedCode(email);
    await t.ctx.db.execute(sql`create table leak_probe (note text)`);
    try {
      await t.ctx.db.execute(sql`insert into leak_probe values (${`Ihr Code: ${code}.`})`);
      expect(occurrences(await everyRowAsText(), code)).toEqual(['public.leak_probe']);
    } finally {
      await t.ctx.db.execute(sql`drop table leak_probe`);
    }
  });

  it('sends nothing for a code that expired while its mail waited, and drops the job', async () => {
    const email = freshEmail();
    const issued = new Date(t.clock.now().getTime() - 11 * 60_000);
    await enqueueSignInMail({ ...t.ctx, clock: { now: () => issued } }, { email, code: '123456' });
    // A later mail to the same address overtakes nothing: once it is here, the expired one had its turn.
    const marker = freshEmail();
    await requestCode(t, marker);
    await mailedCode(marker);
    await vi.waitFor(async () => expect(await signInJobs(email)).toBe(0), { timeout: 10_000, interval: 100 });
    expect(smtp.messages.filter((m) => m.envelope.to.includes(email))).toEqual([]);
  });

  it('keeps a sign-in mail through a short SMTP outage and delivers it once, then deletes the job', async () => {
    const log = captureLog();
    const email = freshEmail();
    await smtp.stop();
    try {
      expect((await requestCode(t, email)).status).toBe(200);
      await vi.waitFor(() => expect(log.at('warn')).not.toEqual([]), { timeout: 10_000, interval: 100 });
      expect(await signInJobs(email)).toBe(1);
    } finally {
      await smtp.start();
    }
    await mailedCode(email);
    await vi.waitFor(async () => expect(await signInJobs(email)).toBe(0), { timeout: 15_000, interval: 100 });
    // The log names the job, never the recipient or the code.
    log.stop();
    expect(log.text()).not.toContain(email);
    expect(smtp.messages.filter((m) => m.envelope.to.includes(email))).toHaveLength(1);
  });

  it('while the mail server is down, says "try again" and makes nothing; the next try once it is back gets its code', async () => {
    const first = freshEmail();
    const promised = [first];
    let later = '';
    let refused: Response | undefined;
    await smtp.stop();
    try {
      // Not known yet: this code is promised, and its mail is tried again while the code is good.
      expect((await requestCode(t, first)).status).toBe(200);
      // Until the failed delivery has told: a fresh address each time, so the refused one has nothing made before.
      await vi.waitFor(
        async () => {
          later = freshEmail();
          refused = await requestCode(t, later);
          if (refused.status === 200) promised.push(later);
          expect(refused.status).toBe(503);
        },
        { timeout: 10_000, interval: 200 },
      );
      const body = (await refused!.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('MAIL_UNAVAILABLE');
      expect(body.error.message).toMatch(/^Wir können gerade keine E-Mails verschicken/);
      // Nothing made or counted for it: no code, no job, no cooldown.
      const stored = await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from auth_verifications where identifier like ${`%${later}%`}`,
      );
      expect(stored.rows[0]!.n).toBe(0);
      expect(await signInJobs(later)).toBe(0);
    } finally {
      await smtp.start();
    }
    // Back: the next try is neither refused nor held back, and every code promised arrives, once each.
    await vi.waitFor(async () => expect((await requestCode(t, later)).status).toBe(200), {
      timeout: 10_000,
      interval: 400,
    });
    for (const email of [later, ...promised]) {
      await mailedCode(email);
      await vi.waitFor(async () => expect(await signInJobs(email)).toBe(0), {
        timeout: 15_000,
        interval: 100,
      });
      expect(smtp.messages.filter((m) => m.envelope.to.includes(email))).toHaveLength(1);
    }
  });
});
