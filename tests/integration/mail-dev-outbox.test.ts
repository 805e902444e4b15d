import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { devMail } from '../../src/server/db/schema';
import { enqueueMail, registerMailWorker, renderMail } from '../../src/server/integrations/mail';
import { composeMail } from '../../src/server/integrations/mail/compose-mail';
import { createDevOutboxTransport } from '../../src/server/integrations/mail/dev-outbox-transport';
import { createSmtpTransport } from '../../src/server/integrations/mail/smtp-transport';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { clientAt } from '../helpers/socket-env';
import { setupTestApp } from '../helpers/test-app';

// Without SMTP_URL (outside production) mail lands in the dev outbox, built by the same composer SMTP gets.
const t = setupTestApp({
  MAIL_FROM: 'Anpfiff <noreply@anpfiff.example>',
  APP_URL: 'https://portal.example.ch',
});

beforeAll(async () => {
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1 });
});

interface DevMailJson {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The outbox answers only a client on this machine (tests/integration/dev-mail-loopback.test.ts). */
const fromThisMachine = (path: string) => t.app.request(path, {}, clientAt('127.0.0.1'));

async function outbox(query = ''): Promise<DevMailJson[]> {
  const res = await fromThisMachine(`/dev/mail.json${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DevMailJson[];
}

async function sendAndWait(to: string, subject: string) {
  const body = renderMail({ heading: subject, paragraphs: ['Grüezi mitenand, äöü ÄÖÜ é'] }, t.ctx.config);
  await t.ctx.db.transaction((tx) => enqueueMail(t.ctx.jobs, { to, subject, ...body }, { tx }));
  await vi.waitFor(async () => expect((await outbox()).map((m) => m.subject)).toContain(subject), {
    timeout: 10_000,
    interval: 100,
  });
  return body;
}

describe('dev outbox', () => {
  const first = `Erste Mail <b>fett</b> ${randomUUID()}`;
  const second = `Zweite Mail ${randomUUID()}`;
  let firstBody: { html: string; text: string };

  beforeAll(async () => {
    firstBody = await sendAndWait('erste@example.ch', first);
    await sendAndWait('zweite@example.ch', second);
  });

  it('stores the complete MIME message with its parsed parts', async () => {
    const [row] = await t.ctx.db.select().from(devMail).where(eq(devMail.subject, first));
    expect(row).toBeDefined();
    expect(row!.from).toBe('Anpfiff <noreply@anpfiff.example>');
    expect(row!.to).toEqual(['erste@example.ch']);
    expect(row!.text).toBe(firstBody.text);
    expect(row!.html).toBe(firstBody.html);
    expect(row!.messageId).toMatch(/^<[0-9a-f-]{36}@anpfiff\.example>$/);

    // The raw message is what an SMTP server would receive: CRLF lines, encoded headers, both bodies.
    expect(row!.raw).toMatch(/\r\nMIME-Version: 1\.0\r\n/);
    expect(row!.raw).not.toMatch(/[^\r]\n/);
    const parsed = parseMail(row!.raw);
    expect(parsed.subject).toBe(first);
    expect(parsed.headers['message-id']).toBe(row!.messageId);
    expect(parsed.headers.to).toBe('erste@example.ch');
    expect(parsed.text).toBe(firstBody.text);
    expect(parsed.html).toBe(firstBody.html);
  });

  it('lists mails newest first as JSON', async () => {
    const mails = await outbox();
    expect(mails.map((m) => m.subject)).toEqual([second, first]);
    expect(mails[1]).toEqual({
      id: expect.any(String),
      from: 'Anpfiff <noreply@anpfiff.example>',
      to: ['erste@example.ch'],
      subject: first,
      text: firstBody.text,
      html: firstBody.html,
      messageId: expect.stringMatching(/@anpfiff\.example>$/),
      createdAt: expect.any(String),
    });
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThan(Date.parse(mails[1]!.createdAt));
  });

  it('filters the JSON list by recipient', async () => {
    expect((await outbox('?to=zweite@example.ch')).map((m) => m.subject)).toEqual([second]);
    expect(await outbox('?to=niemand@example.ch')).toEqual([]);
  });

  it('shows the mails as an HTML page, newest first, every value escaped and the mail HTML sandboxed', async () => {
    const res = await fromThisMachine('/dev/mail');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    const escapedFirst = first.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;');
    expect(page).toContain(`<h2>${escapedFirst}</h2>`);
    expect(page).not.toContain('<b>fett</b>');
    expect(page.indexOf(second)).toBeLessThan(page.indexOf(escapedFirst));
    expect(page).toContain('<dd>erste@example.ch</dd>');
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">\d\d\.\d\d\.\d\d, \d\d:\d\d:\d\d<\/time>/);
    expect(page).toContain('sandbox srcdoc="&lt;!DOCTYPE html&gt;');
    expect(page).toContain('Grüezi mitenand, äöü ÄÖÜ é');
  });

  it('answers unknown /dev paths with 404', async () => {
    expect((await fromThisMachine('/dev/nothing')).status).toBe(404);
  });
});

describe('dev outbox and SMTP', () => {
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(() => server.stop());

  it('get the same message from the same composer', async () => {
    const subject = `Gleich ${randomUUID()}`;
    const body = renderMail({ heading: 'Gleich', paragraphs: ['Für beide Wege: äöü'] }, t.ctx.config);
    const mail = composeMail(
      t.ctx.config,
      { to: 'eltern@example.ch', subject, ...body },
      '<same@anpfiff.example>',
    );
    await createSmtpTransport(server.url).deliver(mail);
    await createDevOutboxTransport(t.ctx.db).deliver(mail);

    const overSmtp = await server.waitForMail((m) => m.subject === subject);
    const [row] = await t.ctx.db
      .select()
      .from(devMail)
      .where(eq(devMail.subject, subject))
      .orderBy(desc(devMail.createdAt));
    const inOutbox = parseMail(row!.raw);
    const { date: _d1, 'content-type': smtpType, ...smtpHeaders } = overSmtp.headers;
    const { date: _d2, 'content-type': outboxType, ...outboxHeaders } = inOutbox.headers;
    expect(outboxHeaders).toEqual(smtpHeaders);
    // Only the random multipart boundary differs.
    expect(outboxType!.replace(/boundary=.*/, '')).toBe(smtpType!.replace(/boundary=.*/, ''));
    expect(inOutbox.text).toBe(overSmtp.text);
    expect(inOutbox.html).toBe(overSmtp.html);
  });
});

describe('/dev routes in production', () => {
  it('answer 404, also where the SPA would answer every other path', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: t.database.url,
      APP_URL: 'https://portal.example.ch',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STRIPE_SECRET_KEY: 'sk_test_dummy',
      STRIPE_WEBHOOK_SECRET: 'whsec_dummy',
      AHV_ENCRYPTION_KEY: 'a'.repeat(64),
      AUTH_SECRET: 'b'.repeat(64),
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'mailto:info@example.ch',
    });
    const app = createApp({ ...t.ctx, config }, { expectedMigrations: 0, serveWeb: true });
    for (const path of ['/dev/mail', '/dev/mail.json', '/dev/mail?to=x@example.ch']) {
      const res = await app.request(path, {}, clientAt('127.0.0.1'));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
