import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AhvInMailError,
  enqueueMail,
  MAIL_QUEUE,
  registerMailWorker,
  renderMail,
} from '../../src/server/integrations/mail';
import { captureLog } from '../helpers/log-capture';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';

// The durable mail path end to end: enqueue inside a transaction -> pg-boss -> worker -> nodemailer -> a real SMTP
// server that requires authentication.
const smtp = await startSmtpServer({ auth: { user: 'mailer', pass: 'geh€im' } });
const t = setupTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Fussballschule Rotkreuz <noreply@fussballschule.example>',
  APP_URL: 'https://portal.example.ch',
});

beforeAll(async () => {
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1 });
});
afterAll(() => smtp.stop());

const subjectOf = (label: string) => `${label} – Grüezi ${randomUUID()}`;
const deliveredWith = (subject: string) => smtp.messages.filter((m) => m.subject === subject);

async function mailJobs(subject: string) {
  const result = await t.ctx.db.execute<{ state: string; retry_count: number }>(
    sql`select state, retry_count from pgboss.job
        where name = ${MAIL_QUEUE} and data->'message'->>'subject' = ${subject}`,
  );
  return result.rows;
}

function untilJob(subject: string, check: (job: { state: string; retry_count: number }) => void) {
  return vi.waitFor(
    async () => {
      const jobs = await mailJobs(subject);
      expect(jobs).toHaveLength(1);
      check(jobs[0]!);
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe('mail over SMTP', () => {
  it('delivers a committed mail exactly once, with its headers and UTF-8 bodies intact', async () => {
    const subject = subjectOf('Anmeldung bestätigt für Jürg');
    const body = renderMail(
      {
        heading: 'Anmeldung bestätigt',
        paragraphs: [
          'Grüezi Frau Müller-Lüthi',
          'Jürg ist für das Training am Samstag angemeldet. Preis: CHF 25.00',
        ],
        button: { label: 'Zur Übersicht', url: '/dashboard' },
        footer: 'Sie erhalten diese E-Mail, weil Sie Jürg angemeldet haben.',
      },
      t.ctx.config,
    );
    await t.ctx.db.transaction(async (tx) => {
      await enqueueMail(
        t.ctx.jobs,
        { to: ['mutter@example.ch', 'vater@example.ch'], subject, ...body, replyTo: 'trainer@example.ch' },
        { tx },
      );
    });

    const mail = await smtp.waitForMail((m) => m.subject === subject);
    expect(mail.envelope).toEqual({
      from: 'noreply@fussballschule.example',
      to: ['mutter@example.ch', 'vater@example.ch'],
    });
    expect(mail.headers.from).toBe('Fussballschule Rotkreuz <noreply@fussballschule.example>');
    expect(mail.headers.to).toBe('mutter@example.ch, vater@example.ch');
    expect(mail.headers['reply-to']).toBe('trainer@example.ch');
    expect(mail.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@fussballschule\.example>$/);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe(body.text);
    expect(mail.html).toBe(body.html);
    expect(mail.text).toContain('Grüezi Frau Müller-Lüthi');
    expect(mail.text).toContain('https://portal.example.ch/dashboard');

    await untilJob(subject, (job) => expect(job).toEqual({ state: 'completed', retry_count: 0 }));
    // A completed job is never handed out again; one more polling round shows no second delivery.
    await new Promise((r) => setTimeout(r, 1500));
    expect(deliveredWith(subject)).toHaveLength(1);
  });

  it('never delivers a mail queued in a transaction that rolls back', async () => {
    const rolledBack = subjectOf('Storniert');
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMail(
          t.ctx.jobs,
          { to: 'eltern@example.ch', subject: rolledBack, text: 'x', html: 'x' },
          { tx },
        );
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');

    // A mail committed afterwards comes out of the same queue later: once it is here, the other had its chance.
    const marker = subjectOf('Danach');
    await enqueueMail(t.ctx.jobs, { to: 'eltern@example.ch', subject: marker, text: 'y', html: 'y' });
    await smtp.waitForMail((m) => m.subject === marker);

    expect(deliveredWith(rolledBack)).toHaveLength(0);
    expect(await mailJobs(rolledBack)).toEqual([]);
  });

  it('keeps a mail through an SMTP outage and delivers it once when SMTP is back', async () => {
    const log = captureLog();
    const subject = subjectOf('Während des Ausfalls');
    await smtp.stop();
    try {
      // The business transaction does not notice the outage.
      await t.ctx.db.transaction(async (tx) => {
        await enqueueMail(
          t.ctx.jobs,
          { to: 'eltern@example.ch', subject, text: 'Grüsse', html: '<p>Grüsse</p>' },
          { tx },
        );
      });
      await untilJob(subject, (job) => expect(job.state).toBe('retry'));
      expect(log.at('warn')).toContainEqual(
        expect.objectContaining({
          msg: 'Zustellung fehlgeschlagen',
          jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          attempt: 1,
          reason: expect.stringMatching(/^ESOCKET/),
        }),
      );
      expect(deliveredWith(subject)).toHaveLength(0);
    } finally {
      await smtp.start();
    }

    const mail = await smtp.waitForMail((m) => m.subject === subject, 15_000);
    expect(mail.text).toBe('Grüsse');
    await untilJob(subject, (job) => {
      expect(job.state).toBe('completed');
      expect(job.retry_count).toBeGreaterThanOrEqual(1);
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(deliveredWith(subject)).toHaveLength(1);
    // Log lines name the job, never the recipient or the content.
    log.stop();
    expect(log.text()).not.toMatch(/eltern@example\.ch|Grüsse/);
  });

  it('refuses to queue a mail carrying an AHV number, so it never reaches the job table', async () => {
    const subject = subjectOf('Kinderdaten');
    await expect(
      enqueueMail(t.ctx.jobs, {
        to: 'eltern@example.ch',
        subject,
        text: 'AHV-Nummer: 756.1234.5678.97',
        html: '<p>AHV-Nummer: 756.1234.5678.97</p>',
      }),
    ).rejects.toThrow(AhvInMailError);
    expect(await mailJobs(subject)).toEqual([]);
  });
});
