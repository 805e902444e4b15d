import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MAIL_QUEUE } from '../../src/server/auth/sign-in-mail-job';
import {
  registerSignInMailWorker,
  SIGN_IN_IMMEDIATE_LIMIT,
  SIGN_IN_MAIL_WORK,
} from '../../src/server/auth/sign-in-mail-worker';
import { enqueueMail, MAIL_QUEUE, registerMailWorker } from '../../src/server/integrations/mail';
import { requestCode } from '../helpers/auth';
import { captureLog } from '../helpers/log-capture';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';

// Mail goes out in batches through pooled SMTP connections, with the workers' own settings (MAIL_WORK,
// SIGN_IN_MAIL_WORK). Batching must keep what one job per poll guaranteed: a failed mail is retried alone and
// every mail arrives once; and sign-in codes overtake a queue of bulk mail.

const REFUSED = 'einmal.abgelehnt@example.ch';
let refusals = 0;
// What this process saw, in the order it saw it: answers to code requests and the code mails' arrivals.
let seen = 0;
const arrivedAt = new Map<string, number>();
// A slow server (40 ms per message): a queue of bulk mail takes seconds to drain.
const smtp = await startSmtpServer({
  acceptDelayMs: 40,
  refuseRecipient: (address) => address === REFUSED && refusals++ === 0,
  onMail: (mail) => {
    for (const to of mail.envelope.to) if (!arrivedAt.has(to)) arrivedAt.set(to, ++seen);
  },
});
const t = setupTestApp({ SMTP_URL: smtp.url, SIGN_IN_IP_LIMIT: '1000' });

beforeAll(async () => {
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1 });
  await registerSignInMailWorker(t.ctx, { retryDelaySeconds: 1 });
});
afterAll(() => smtp.stop());

async function jobsBySubject(prefix: string) {
  const result = await t.ctx.db.execute<{ subject: string; state: string; retry_count: number }>(
    sql`select data->'message'->>'subject' as subject, state, retry_count from pgboss.job
        where name = ${MAIL_QUEUE} and data->'message'->>'subject' like ${`${prefix}%`}`,
  );
  return result.rows;
}

describe('batched mail delivery', () => {
  it('retries a refused mail alone; every other mail of its batch is delivered once', async () => {
    const log = captureLog();
    const prefix = `Serie ${randomUUID()}`;
    const subjects = Array.from({ length: 30 }, (_, i) => `${prefix} #${i}`);
    for (const [i, subject] of subjects.entries()) {
      const to = i === 7 ? REFUSED : `eltern.${i}@example.ch`;
      await enqueueMail(t.ctx.jobs, { to, subject, text: `Mail ${i}`, html: `<p>Mail ${i}</p>` });
    }

    await vi.waitFor(
      async () => {
        const jobs = await jobsBySubject(prefix);
        expect(jobs.filter((j) => j.state === 'completed')).toHaveLength(30);
      },
      { timeout: 20_000, interval: 100 },
    );
    const delivered = smtp.messages.filter((m) => m.subject.startsWith(prefix));
    expect(delivered.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    expect(new Set(delivered.map((m) => m.headers['message-id'])).size).toBe(30);
    const jobs = await jobsBySubject(prefix);
    for (const job of jobs) expect(job.retry_count).toBe(job.subject === subjects[7] ? 1 : 0);
    log.stop();
    expect(log.at('warn')).toContainEqual(
      expect.objectContaining({
        area: 'mail',
        msg: 'Zustellung fehlgeschlagen',
        jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        attempt: 1,
        reason: 'EENVELOPE 550',
      }),
    );
  });

  it('delivers a sign-in code while hundreds of bulk mails still wait', async () => {
    const prefix = `Buchung ${randomUUID()}`;
    const bulk = 600;
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < bulk; i++) {
        await enqueueMail(
          t.ctx.jobs,
          {
            to: `familie.${i}@example.ch`,
            subject: `${prefix} #${i}`,
            text: 'Bestätigt',
            html: '<p>Bestätigt</p>',
          },
          { tx },
        );
      }
    });
    const email = `rush.${Date.now()}@example.ch`;
    expect((await requestCode(t, email)).status).toBe(200);

    const codeMail = await smtp.waitForMail((m) => m.envelope.to.includes(email), 15_000);
    const bulkBefore = smtp.messages.filter(
      (m) => m.subject.startsWith(prefix) && m.receivedAt <= codeMail.receivedAt,
    ).length;
    // The code did not queue behind the bookings: most of them were still waiting when it arrived.
    expect(bulkBefore).toBeLessThan(bulk / 2);
    // And it was handled like every sign-in mail: the job is gone once delivered.
    await vi.waitFor(
      async () => {
        const left = await t.ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = ${SIGN_IN_MAIL_QUEUE} and data->>'email' = ${email}`,
        );
        expect(left.rows[0]!.n).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
    // The bookings' mails all arrive too, each once.
    await vi.waitFor(
      () => expect(smtp.messages.filter((m) => m.subject.startsWith(prefix))).toHaveLength(bulk),
      { timeout: 60_000, interval: 250 },
    );
    expect(
      new Set(smtp.messages.filter((m) => m.subject.startsWith(prefix)).map((m) => m.subject)).size,
    ).toBe(bulk);
  });

  it('answers a burst of code requests no faster than their mails leave: never more answered codes on their way than slots and loops', async () => {
    const emails = Array.from({ length: 150 }, (_, i) => `ansturm.${i}.${Date.now()}@example.ch`);
    const answeredAt = new Map<string, number>();
    let mostOnTheirWay = 0;
    const statuses = await Promise.all(
      emails.map(async (email) => {
        const response = await requestCode(t, email);
        answeredAt.set(email, ++seen);
        // Answered codes whose mail has not arrived yet: each still holds its slot (freed after the SMTP reply), or
        // a polling loop took its job before the immediate send could (and sends it with its batch).
        const onTheirWay = [...answeredAt.keys()].filter((e) => !arrivedAt.has(e)).length;
        mostOnTheirWay = Math.max(mostOnTheirWay, onTheirWay);
        return response.status;
      }),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(mostOnTheirWay).toBeGreaterThan(0);
    const loops = (SIGN_IN_MAIL_WORK.workers ?? 1) * (SIGN_IN_MAIL_WORK.batchSize ?? 1);
    expect(mostOnTheirWay).toBeLessThanOrEqual(SIGN_IN_IMMEDIATE_LIMIT + loops);
    await vi.waitFor(() => expect(emails.filter((e) => arrivedAt.has(e))).toHaveLength(emails.length), {
      timeout: 30_000,
      interval: 100,
    });
    const codeMails = smtp.messages.filter((m) => emails.includes(m.envelope.to[0] ?? ''));
    expect(codeMails).toHaveLength(emails.length);
  });
});
