import { formatWeekdayDate, zurichDateTimeOf } from '../../src/domain/time';
import { bookSession, createSession } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { addChild } from './helpers/family';
import { login } from './helpers/login';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// Issue 18: a training that took place today; the admin marks the family's child absent in the participants panel
// ("Anwesenheit") and the parent's past trainings show "Abwesend" on that booking.

test("an admin marks a child absent and the parent's history shows it", async ({ page, browser }) => {
  const title = `E2E Anwesenheit ${Date.now().toString(36)}`;
  await login(page, 'parent', { firstName: 'Eva', lastName: 'Anwesend' });
  const childId = await addChild(page, {
    firstName: 'Lena',
    lastName: 'Anwesend',
    dateOfBirth: '2015-03-14',
  });

  // Over an hour ago, so it is in the past lists; booked before it began (arranged with the factories).
  const now = Date.now();
  const startsAt = new Date(now - 3 * 3_600_000);
  const server = serverData();
  try {
    const session = await createSession(server.database.db, {
      title,
      startsAt,
      endsAt: new Date(now - 3_600_000),
    });
    await bookSession(server.database.db, { sessionId: session.id, childId });
  } finally {
    await server.database.close();
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, 'admin');
  await admin.goto('/admin/trainings');
  await admin.getByRole('tab', { name: 'Vergangene' }).click();
  const day = formatWeekdayDate(zurichDateTimeOf(startsAt).date);
  await chooseRowAction(admin, `${title}, ${day}`, 'Teilnehmende');
  const panel = admin.getByRole('dialog', { name: `Teilnehmende: ${title}` });
  const attendance = panel.getByRole('region', { name: 'Anwesenheit' });
  const absent = attendance.getByRole('button', { name: 'Abwesend: Lena Anwesend' });
  await absent.click();
  await expect(absent).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(admin, 'the attendance toggles');
  // Saved: a fresh read of the panel still shows it.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Vergangene' }).click();
  await chooseRowAction(admin, `${title}, ${day}`, 'Teilnehmende');
  await expect(
    admin
      .getByRole('dialog', { name: `Teilnehmende: ${title}` })
      .getByRole('region', { name: 'Anwesenheit' })
      .getByRole('button', { name: 'Abwesend: Lena Anwesend' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await adminContext.close();

  await page.goto('/tiz-trainings');
  const card = page.getByRole('listitem').filter({ hasText: title });
  const booking = card.getByRole('list', { name: 'Ihre Kinder' }).getByRole('listitem').filter({
    hasText: 'Lena Anwesend',
  });
  await expect(booking).toContainText('Abwesend');
});
