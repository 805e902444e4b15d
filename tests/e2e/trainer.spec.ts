import { eq } from 'drizzle-orm';
import { trainers } from '../../src/server/db/schema';
import { assignTrainer, bookSession, createSession, createTrainer } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { addChild } from './helpers/family';
import { login, uniqueEmail } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// Issue 29: an admin invites a trainer; the trainer signs in with the mailed link's address, passes the second
// factor and marks a session on a phone, once with the network cut and restored; the parent's history shows it.
// The trainer's pages pass axe at 390 and 1280 px.

test.use({ viewport: { width: 390, height: 844 } });

test('an admin invites a trainer, who marks a session offline and online; the parent sees it', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const title = `E2E Trainer ${suffix}`;
  const trainerEmail = uniqueEmail('trainer');

  // The trainer record, made as the back office makes it; the admin invites it through the screen.
  const server = serverData();
  let trainerId: string;
  try {
    trainerId = (
      await createTrainer(server.database.db, { firstName: 'Rahel', lastName: `Trainer ${suffix}` })
    ).id;
  } finally {
    await server.database.close();
  }
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await login(admin, 'admin');
  await admin.goto('/admin/trainer');
  await chooseRowAction(admin, `Rahel Trainer ${suffix}`, 'Einladen');
  const dialog = admin.getByRole('dialog', { name: `Ausbildner einladen: Rahel Trainer ${suffix}` });
  await dialog.getByLabel(/E-Mail-Adresse/).fill(trainerEmail);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByText('Einladung gesendet.')).toBeVisible();
  await expect
    .poll(() => mailsTo(trainerEmail).some((m) => m.subject.startsWith('Ihr Zugang als Ausbildner')))
    .toBe(true);
  await adminContext.close();

  // A family's child booked on a training that began today, the trainer assigned to it.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await login(parent, 'parent', { firstName: 'Eva', lastName: `Platz ${suffix}` });
  const childId = await addChild(parent, { firstName: 'Lena', lastName: `Platz ${suffix}` });
  const again = serverData();
  try {
    const now = Date.now();
    const session = await createSession(again.database.db, {
      title,
      startsAt: new Date(now - 2 * 3_600_000),
      endsAt: new Date(now - 3_600_000),
    });
    await bookSession(again.database.db, { sessionId: session.id, childId });
    await assignTrainer(again.database.db, { sessionId: session.id, trainerId, lead: true });
    const [linked] = await again.database.db.select().from(trainers).where(eq(trainers.id, trainerId));
    expect(linked?.accountEmail).toBe(trainerEmail);
  } finally {
    await again.database.close();
  }

  // The trainer: the e-mail code, the profile, the second factor; then the trainer area.
  await login(page, 'parent', { email: trainerEmail, firstName: 'Rahel', lastName: `Trainer ${suffix}` });
  await page.goto('/trainer');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expectNoAxeViolations(page, '/trainer at 390 px');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoAxeViolations(page, 'the trainer session at 390 px');

  const name = `Lena Platz ${suffix}`;
  await page.getByRole('button', { name: `Fehlt: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Fehlt: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Markierung.* wird noch gesendet/)).toHaveCount(0);

  // The network cut: the tap is kept on the phone and shown; restored, it is sent.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: `Da: ${name}` }).click();
  await expect(page.getByText(/Offline: Markierungen werden gespeichert/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Da: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.context().setOffline(false);
  await expect(page.getByText(/Offline:/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: `Da: ${name}` })).toHaveAttribute('aria-pressed', 'true');

  // Both trainer pages pass axe at a desk's width too (issue 29), the session with its marks.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, 'the trainer session at 1280 px');
  await page.goto('/trainer');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expectNoAxeViolations(page, '/trainer at 1280 px');

  // The parent's past trainings show the child as there.
  await parent.goto('/tiz-trainings');
  const card = parent.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('list', { name: 'Ihre Kinder' })).toContainText('Anwesend');
  await parentContext.close();
});
