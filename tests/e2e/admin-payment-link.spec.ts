import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { bookSession, createChild, createSession } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { openRowActions } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// /admin/zahlungen (issue 13): the admin creates a payment link for a parent's open training payment (without
// Stripe: a link to the test checkout) and sends it; the parent opens it, pays, and both see the payment paid.

test('the admin creates a payment link the parent pays through', async ({ page, browser }) => {
  const stamp = Date.now();
  // Person names refuse long digit runs (they could be an AHV number): the family's name is the stamp in letters.
  const family = `Link${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const title = `E2E Zahlungslink ${stamp}`;
  const childName = `Lina ${family}`;

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const { email } = await login(parentPage, 'parent', { firstName: 'Ria', lastName: family });
  const server = serverData();
  try {
    const db = server.database.db;
    const parentId = await profileIdOf(server, email);
    const child = await createChild(db, {
      parentId,
      firstName: 'Lina',
      lastName: family,
      dateOfBirth: '2015-05-20',
      jerseySize: 140,
    });
    const day = addDays(zurichToday(new Date()), 12);
    const session = await createSession(db, {
      title,
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:45'),
    });
    await bookSession(db, { sessionId: session.id, childId: child.id, createdBy: parentId });
  } finally {
    await server.database.close();
  }

  // The admin creates the link for the open payment.
  await login(page, 'admin');
  await page.goto('/admin/zahlungen');
  await page.getByLabel('Suche').fill(title);
  const row = page.getByRole('row').filter({ hasText: childName });
  await expect(row).toContainText('Offen');
  // One actions menu per row, reached with the keyboard too and clean for axe (issue 28).
  const actions = await openRowActions(row, childName);
  await expectNoAxeViolations(actions, 'the actions menu of a payment');
  await actions.getByRole('menuitem', { name: 'Zahlungslink', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Zahlungslink für ${childName}` });
  await expect(dialog).toContainText('Er bleibt gültig, bis die Zahlung bezahlt ist.');
  const field = dialog.getByLabel('Zahlungslink');
  await expect(field).toHaveValue(/\/testzahlung\/test_cs_/);
  await expectNoAxeViolations(dialog, 'the payment link dialog');
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Schliessen', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);

  // The parent opens the link and pays.
  await parentPage.goto(link);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Testzahlung' })).toBeVisible();
  await expect(parentPage.getByText('CHF 25.00')).toBeVisible();
  await parentPage.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(parentPage.getByText('Vielen Dank! Die Zahlung ist eingegangen.')).toBeVisible();
  await parentPage.getByRole('tab', { name: 'Verlauf' }).click();
  const paid = parentPage
    .getByRole('list', { name: 'Verlauf' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(paid).toContainText('Bezahlt');

  // The admin sees it paid online; the link is not offered any more.
  await page.reload();
  await page.getByLabel('Suche').fill(title);
  await expect(row).toContainText('Bezahlt');
  const paidActions = await openRowActions(row, childName);
  await expect(paidActions.getByRole('menuitem', { name: 'Zahlungslink', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await parentContext.close();
});
