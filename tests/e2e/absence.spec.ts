import { assignTrainer, bookSession, createSession, createTrainer } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { addChild } from './helpers/family';
import { login, uniqueEmail } from './helpers/login';
import { expect, test } from './helpers/test';

// Issue 29: a parent reports an absence after the 20-hour cutoff ("Abwesend melden"); the seat stays booked and
// paid, the booking shows "Abgemeldet", and the session's trainer sees "abgemeldet" with the reason.

test.use({ viewport: { width: 390, height: 844 } });

test('a parent reports an absence after the cutoff and the trainer sees it', async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const title = `E2E Abwesend ${suffix}`;
  const trainerEmail = uniqueEmail('trainer');

  // The parent, a child, and a paid booking on a training starting in two hours, its trainer assigned.
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await parentContext.newPage();
  await login(parent, 'parent', { firstName: 'Eva', lastName: `Abwesend ${suffix}` });
  const childId = await addChild(parent, { firstName: 'Lena', lastName: `Abwesend ${suffix}` });
  const server = serverData();
  try {
    const db = server.database.db;
    const startsAt = new Date(Date.now() + 2 * 3_600_000);
    const session = await createSession(db, {
      title,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    await bookSession(db, { sessionId: session.id, childId, status: 'SUCCEEDED', method: 'CASH' });
    const trainer = await createTrainer(db, {
      firstName: 'Rahel',
      lastName: `Trainer ${suffix}`,
      accountEmail: trainerEmail,
    });
    await assignTrainer(db, { sessionId: session.id, trainerId: trainer.id, lead: true });
  } finally {
    await server.database.close();
  }

  // The parent reports the absence with a reason; the dialog says the seat stays paid.
  const name = `Lena Abwesend ${suffix}`;
  await parent.goto('/tiz-trainings');
  const card = parent.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: `Abwesend melden: ${name}` }).click();
  const dialog = parent.getByRole('dialog', { name: 'Abwesend melden' });
  await expect(dialog).toContainText('Der Platz bleibt gebucht und bezahlt');
  await expectNoAxeViolations(parent, 'the absence dialog at 390 px');
  await dialog.getByLabel('Grund (freiwillig)').fill('krank');
  await dialog.getByRole('button', { name: 'Abwesend melden' }).click();
  await expect(parent.getByText(`${name} ist für dieses Training abgemeldet.`)).toBeVisible();
  const children = card.getByRole('list', { name: 'Ihre Kinder' });
  await expect(children).toContainText('Abgemeldet');
  await expect(children).toContainText('Bezahlt');
  await parentContext.close();

  // The trainer signs in (the e-mail code and the second factor) and sees the child "abgemeldet" with the reason.
  await login(page, 'parent', { email: trainerEmail, firstName: 'Rahel', lastName: `Trainer ${suffix}` });
  await page.goto('/trainer');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const child = page.getByRole('listitem').filter({ hasText: name }).first();
  await expect(child).toContainText('abgemeldet');
  await expect(child).toContainText('Grund: krank');
});
