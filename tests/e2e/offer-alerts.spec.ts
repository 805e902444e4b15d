import { sql } from 'drizzle-orm';
import { nextDigestSlot } from '../../src/domain/offer-alerts/offer-alerts';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { OFFER_ALERTS_QUEUE } from '../../src/server/features/offer-alerts/offer-alerts-job';
import { assignTrainer, createSession, createTrainer } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login, uniqueEmail } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Issue 29, alerts (decision 052): a trainer chooses the daily digest on the session page; a parent books; the
// digest of the day (the running server's own sweep, handed the day's 18:00 as the job a schedule would start then)
// reaches the trainer once and lists the booking by the child's first name and initial.

test.use({ viewport: { width: 390, height: 844 } });

/** The server's alerts sweep, queued as pg-boss stores a job, naming the digest moment to send. */
async function runDigest(slot: Date): Promise<void> {
  const server = serverData();
  try {
    await server.database.db.execute(
      sql`insert into pgboss.job (name, data) values (${OFFER_ALERTS_QUEUE}, ${JSON.stringify({ digestSlot: slot.toISOString() })}::jsonb)`,
    );
  } finally {
    await server.database.close();
  }
}

test('a trainer who chose the digest gets one digest listing the day’s booking', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const title = `E2E Alarm ${suffix}`;
  const trainerEmail = uniqueEmail('trainerin');

  // The trainer record names the address (the back office's invitation is trainer.spec.ts's journey); a training
  // tomorrow at 10:00 with the trainer assigned.
  const server = serverData();
  let sessionId: string;
  try {
    const db = server.database.db;
    const trainer = await createTrainer(db, {
      firstName: 'Nora',
      lastName: `Alarm ${suffix}`,
      accountEmail: trainerEmail,
    });
    const tomorrow = addDays(zurichToday(new Date()), 1);
    sessionId = (await createSession(db, { title, startsAt: zurichDateTimeToInstant(tomorrow, '10:00') })).id;
    await assignTrainer(db, { sessionId, trainerId: trainer.id, lead: true });
  } finally {
    await server.database.close();
  }

  await login(page, 'parent', { email: trainerEmail, firstName: 'Nora', lastName: `Alarm ${suffix}` });
  await page.goto(`/trainer/trainings/${sessionId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel(/Benachrichtigungen/).selectOption({ label: 'Tägliche Zusammenfassung um 18:00' });
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  // A parent books a child on it.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await login(parent, 'parent', { firstName: 'Eva', lastName: `Buch ${suffix}` });
  const created = await parent.request.post('/api/children', {
    data: {
      firstName: 'Lena',
      lastName: `Buch ${suffix}`,
      dateOfBirth: '2016-03-14',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7561234567897',
    },
    headers: SAME_ORIGIN,
  });
  expect(created.status()).toBe(201);
  const childId = ((await created.json()) as { child: { id: string } }).child.id;
  const booked = await parent.request.post(`/api/trainings/${sessionId}/registrations`, {
    data: { childIds: [childId], acceptTerms: true },
    headers: SAME_ORIGIN,
  });
  expect(booked.status()).toBe(201);
  await parentContext.close();

  // Today's digest, run twice as a retried job would be: one mail.
  const slot = nextDigestSlot(new Date());
  await runDigest(slot);
  const digests = () => mailsTo(trainerEmail).filter((m) => m.subject.startsWith('Tageszusammenfassung'));
  await expect.poll(() => digests().length, { timeout: 15_000 }).toBe(1);
  await runDigest(slot);
  const [digest] = digests();
  expect(digest?.subject).toMatch(/: 1 Änderung$/);
  expect(digest?.text).toContain(title);
  expect(digest?.text).toContain('Lena B. angemeldet');
  expect(digest?.text).not.toContain(`Lena Buch ${suffix}`);
  // The second run has been taken by the server's worker and sent nothing.
  const server2 = serverData();
  try {
    await expect
      .poll(async () => {
        const { rows } = await server2.database.db.execute<{ open: number }>(
          sql`select count(*)::int as open from pgboss.job where name = ${OFFER_ALERTS_QUEUE} and state in ('created', 'active', 'retry') and data ? 'digestSlot'`,
        );
        return rows[0]?.open;
      })
      .toBe(0);
  } finally {
    await server2.database.close();
  }
  expect(digests()).toHaveLength(1);
});
