import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { bookSession, createCamp, createChild, createParent, createSession } from '../factories';
import { serverData } from './helpers/e2e-db';
import { expect, test } from './helpers/test';

// The public schedule as a signed-out visitor sees it: both tabs, seat badges, sign-up links only while seats
// remain (they lead through the login), the more-info link and the footer notes.

test('the public schedule, signed out', async ({ page }) => {
  const run = Date.now();
  const open = `Offenes Training ${run}`;
  const full = `Volles Training ${run}`;
  const camp = `Sommercamp ${run}`;
  const day = addDays(zurichToday(new Date()), 5);
  const server = serverData();
  try {
    const db = server.database.db;
    await createSession(db, { title: open, startsAt: zurichDateTimeToInstant(day, '10:00'), capacity: 8 });
    const fullSession = await createSession(db, {
      title: full,
      startsAt: zurichDateTimeToInstant(day, '14:00'),
      capacity: 1,
      type: '1:1',
    });
    const parent = await createParent(db);
    const kid = await createChild(db, { parentId: parent.id });
    await bookSession(db, { sessionId: fullSession.id, childId: kid.id });
    await createCamp(db, { name: camp, startDate: addDays(day, 30), capacity: 3 });
  } finally {
    await server.database.close();
  }

  await page.goto('/schedule');
  await expect(page.getByRole('tab', { name: 'Trainings', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Die nächsten TIZ Trainings' })).toBeVisible();
  const openCard = page.getByRole('listitem').filter({ hasText: open });
  await expect(openCard).toContainText('8 Plätze frei');
  await expect(openCard).toContainText('CHF 25.00 pro Kind');
  await expect(openCard.getByRole('link', { name: /^Mehr Infos/ })).toHaveAttribute('href', /^https?:\/\//);
  const fullCard = page.getByRole('listitem').filter({ hasText: full });
  await expect(fullCard).toContainText('Ausgebucht');
  await expect(fullCard.getByRole('link', { name: /^Anmelden/ })).toHaveCount(0);
  const notes = page.getByRole('complementary', { name: 'Hinweise' });
  await expect(notes).toContainText('Ein Platz ist mit dem Zahlungseingang bestätigt.');
  await expect(notes).toContainText('Abmeldung bis 20 Stunden vor Beginn möglich.');
  await expect(notes).toContainText('CHF 100.00');

  await page.getByRole('tab', { name: 'Camps' }).click();
  await expect(page).toHaveURL('/schedule?tab=camps');
  await expect(page.getByRole('heading', { name: 'Bevorstehende Camps' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: camp })).toContainText('3 Plätze frei');

  await page.goto('/schedule?tab=irgendwas');
  await expect(page.getByRole('tab', { name: 'Trainings', selected: true })).toBeVisible();

  await page.goto('/schedule?tab=camps');
  await expect(page.getByRole('tab', { name: 'Camps', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Trainings' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: open })
    .getByRole('link', { name: /^Anmelden/ })
    .click();
  await expect(page).toHaveURL('/login?redirectTo=%2Ftiz-trainings');
});
