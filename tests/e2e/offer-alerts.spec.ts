import { sql } from 'drizzle-orm';
import { nextDigestSlot } from '../../src/domain/offer-alerts/offer-alerts';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import type { Db } from '../../src/server/db/client';
import { OFFER_ALERTS_QUEUE } from '../../src/server/features/offer-alerts/offer-alerts-job';
import { assignTrainer, createChild, createSession, createTrainer } from '../factories';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login, uniqueEmail } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Issue 29, alerts (decision 052): a trainer chooses the daily digest on the session page; a parent books; the
// digest of the day (the running server's own sweep, handed today's 18:00 as the job its schedule starts then)
// reaches the trainer once and lists the booking by the child's first name and initial.

test.use({ viewport: { width: 390, height: 844 } });

/** The server's alerts sweep, queued as pg-boss stores a job (its worker takes it), naming the digest moment. */
async function queueDigest(db: Db, slot: Date): Promise<void> {
  const data = JSON.stringify({ digestSlot: slot.toISOString() });
  await db.execute(sql`insert into pgboss.job (name, data) values (${OFFER_ALERTS_QUEUE}, ${data}::jsonb)`);
}

async function digestJobsLeft(db: Db): Promise<number | undefined> {
  const { rows } = await db.execute<{ open: number }>(sql`select count(*)::int as open from pgboss.job
    where name = ${OFFER_ALERTS_QUEUE} and data ? 'digestSlot' and state in ('created', 'retry', 'active')`);
  return rows[0]?.open;
}

test('a trainer who chose the digest gets one digest listing the day’s booking', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const title = `E2E Alarm ${suffix}`;
  const trainerEmail = uniqueEmail('trainerin');
  const server = serverData();
  const { db } = server.database;
  try {
    // The trainer record names the address (the invitation is trainer.spec.ts's journey); a training tomorrow.
    const trainer = await createTrainer(db, {
      firstName: 'Nora',
      lastName: `Alarm ${suffix}`,
      accountEmail: trainerEmail,
    });
    const tomorrow = addDays(zurichToday(new Date()), 1);
    const session = await createSession(db, { title, startsAt: zurichDateTimeToInstant(tomorrow, '10:00') });
    await assignTrainer(db, { sessionId: session.id, trainerId: trainer.id, lead: true });

    await login(page, 'parent', { email: trainerEmail, firstName: 'Nora', lastName: `Alarm ${suffix}` });
    await page.goto(`/trainer/trainings/${session.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByLabel(/Benachrichtigungen/).selectOption({ label: 'Tägliche Zusammenfassung um 18:00' });
    await expect(page.getByText('Gespeichert.')).toBeVisible();

    // A parent books a child on it, through the portal's booking.
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    const { email } = await login(parent, 'parent', { firstName: 'Eva', lastName: `Buch ${suffix}` });
    const parentId = await profileIdOf(server, email);
    const child = await createChild(db, { parentId, firstName: 'Lena', lastName: `Buch ${suffix}` });
    const booked = await parent.request.post(`/api/trainings/${session.id}/registrations`, {
      data: { childIds: [child.id], acceptTerms: true },
      headers: SAME_ORIGIN,
    });
    expect(booked.status()).toBe(201);
    await parentContext.close();

    // Today's digest; then the same job again, as a retry would run it: still one mail.
    const slot = nextDigestSlot(new Date());
    const digests = () => mailsTo(trainerEmail).filter((m) => m.subject.startsWith('Tageszusammenfassung'));
    await queueDigest(db, slot);
    await expect.poll(() => digests().length, { timeout: 15_000 }).toBe(1);
    await queueDigest(db, slot);
    await expect.poll(() => digestJobsLeft(db), { timeout: 15_000 }).toBe(0);
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest?.subject).toMatch(/: 1 Änderung$/);
    expect(digest?.text).toContain(title);
    expect(digest?.text).toContain('Lena B. angemeldet');
    expect(digest?.text).not.toContain(`Lena Buch ${suffix}`);
  } finally {
    await server.database.close();
  }
});
