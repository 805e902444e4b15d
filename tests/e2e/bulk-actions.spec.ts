import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { bookSession, createChild, createParent, createSession } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// Bulk work in the back office (decision 056): the admin selects the open payments of a training on
// /admin/zahlungen, reads the server's dry run ("2 Zahlungen werden als bar bezahlt markiert"), confirms, and both
// rows show "Bezahlt". The bar is keyboard reachable, axe-clean and fits a 1280 px laptop.

test('the admin marks a selection of payments paid in cash after the dry run', async ({ page }) => {
  const stamp = Date.now();
  const family = `Sammel${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const title = `E2E Sammel ${stamp}`;
  const server = serverData();
  try {
    const db = server.database.db;
    const parent = await createParent(db, { firstName: 'Eva', lastName: family });
    const day = addDays(zurichToday(new Date()), 10);
    const session = await createSession(db, {
      title,
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:45'),
    });
    for (const firstName of ['Nina', 'Timo']) {
      const child = await createChild(db, { parentId: parent.id, firstName, lastName: family });
      await bookSession(db, { sessionId: session.id, childId: child.id, createdBy: parent.id });
    }
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/zahlungen');
  await page.getByLabel('Suche').fill(title);
  const rows = page.getByRole('row').filter({ hasText: family });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Offen');

  // The page's box, with the keyboard: Space ticks it.
  await page.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Aktionen für die Auswahl' });
  await expect(bar).toContainText('2 ausgewählt');
  await expectNoAxeViolations(page, '/admin/zahlungen with a selection');
  const table = page.getByRole('table', { name: 'Zahlungen', exact: true });
  await expect
    .poll(() => table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth))
    .toBeLessThanOrEqual(0);

  await bar.getByRole('button', { name: 'Als bar bezahlt markieren' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Als bar bezahlt markieren' });
  await expect(dialog).toContainText('2 Zahlungen werden als bar bezahlt markiert.');
  await expectNoAxeViolations(dialog, 'the dry-run dialog');
  await dialog.getByRole('button', { name: 'Ausführen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 Zahlungen wurden als bar bezahlt markiert.')).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row).toContainText('Bezahlt');
    await expect(row).toContainText('Bar');
  }
});
