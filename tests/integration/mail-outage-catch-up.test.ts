import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueMail, MAIL_QUEUE, registerMailWorker } from '../../src/server/integrations/mail';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';

// After an SMTP outage the mails in their back-off leave as soon as the server is back (issue 27's drill: a 5-minute
// outage left the last booking mail 8 minutes behind the server's return). The worker watches the server while it is
// down and makes the waiting attempts due when it answers again.
const smtp = await startSmtpServer();
const t = setupTestApp({ SMTP_URL: smtp.url });

beforeAll(async () => {
  // A back-off of ten minutes: without the catch-up the mail would wait that long after the server's return.
  await registerMailWorker(t.ctx, { retryDelaySeconds: 600, health: { probeEveryMs: 200 } });
});
afterAll(() => smtp.stop());

async function jobState(subject: string): Promise<string | undefined> {
  const result = await t.ctx.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->>'subject' = ${subject}`,
  );
  return result.rows[0]?.state;
}

describe('mail after an SMTP outage', () => {
  it('goes out within seconds of the server’s return, not at its next attempt minutes later, and once', async () => {
    const subjects = [`Bestätigung ${randomUUID()}`, `Bestätigung ${randomUUID()}`];
    await smtp.stop();
    try {
      for (const subject of subjects) {
        await enqueueMail(t.ctx.jobs, {
          to: 'eltern@example.ch',
          subject,
          text: 'Grüsse',
          html: '<p>Grüsse</p>',
        });
      }
      for (const subject of subjects) {
        await vi.waitFor(async () => expect(await jobState(subject)).toBe('retry'), {
          timeout: 15_000,
          interval: 100,
        });
      }
    } finally {
      await smtp.start();
    }
    for (const subject of subjects) await smtp.waitForMail((m) => m.subject === subject, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const subject of subjects) {
      expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
      expect(await jobState(subject)).toBe('completed');
    }
  });
});
