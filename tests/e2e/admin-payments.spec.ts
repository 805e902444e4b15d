import { addDays, formatDate, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { bookCamp, bookSession, createCamp, createChild, createSession } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { chooseRowAction, rowActionsButton } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// /admin/zahlungen (issue 13): a parent's open training payment (arranged with the factories) is marked paid in
// cash by the admin and the parent sees "Bezahlt"; the admin resets it. A parent cancels a camp paid in cash and
// the admin confirms the manual refund in the Refunds tab; the parent then sees "Erstattet am" with the date.

test('the admin records cash, resets it, and confirms a manual camp refund the parent then sees', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  // Person names refuse long digit runs (they could be an AHV number): the family's name is the stamp in letters.
  const family = `Zahl${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const title = `E2E Zahlung ${stamp}`;
  const campName = `E2E Lager ${stamp}`;
  const childName = `Nina ${family}`;

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const { email } = await login(parentPage, 'parent', { firstName: 'Eva', lastName: family });
  const server = serverData();
  let campId: string;
  let childId: string;
  try {
    const db = server.database.db;
    const parentId = await profileIdOf(server, email);
    const nina = await createChild(db, {
      parentId,
      firstName: 'Nina',
      lastName: family,
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
    });
    childId = nina.id;
    const day = addDays(zurichToday(new Date()), 10);
    const session = await createSession(db, {
      title,
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:45'),
    });
    await bookSession(db, { sessionId: session.id, childId, createdBy: parentId });
    const camp = await createCamp(db, { name: campName, priceCents: 50000 });
    campId = camp.id;
    await bookCamp(db, { campId, childId, createdBy: parentId, status: 'SUCCEEDED', method: 'CASH' });
  } finally {
    await server.database.close();
  }

  // The admin finds the open payment and records it as paid in cash.
  await login(page, 'admin');
  await page.goto('/admin/zahlungen');
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeVisible();
  await page.getByLabel('Suche').fill(title);
  const row = page.getByRole('row').filter({ hasText: childName });
  await expect(row).toContainText('CHF 25.00');
  await expect(row).toContainText('Offen');
  await expect(page.getByRole('region', { name: 'Zusammenfassung' })).toContainText('AusstehendCHF 25.00');
  await expectNoAxeViolations(page, '/admin/zahlungen');
  // On a 1280 px laptop the table fits without scrolling sideways: a row's actions are one menu (issue 28).
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'Zahlungen', exact: true });
  await expect
    .poll(() => table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth))
    .toBeLessThanOrEqual(0);
  // The menu opens with the keyboard, on its first item.
  await rowActionsButton(row, childName).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.getByRole('menuitem', { name: 'Als bezahlt markieren', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Zahlung bestätigen' });
  await confirm.getByLabel('Zahlungsart').selectOption({ label: 'Bar' });
  await expectNoAxeViolations(confirm, 'the confirm payment dialog');
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Zahlung als bezahlt markiert.')).toBeVisible();
  await expect(row).toContainText('Bezahlt');
  await expect(row).toContainText('Bar');
  await expect(page.getByRole('region', { name: 'Zusammenfassung' })).toContainText('EingenommenCHF 25.00');

  // The parent sees it paid.
  await parentPage.goto('/zahlungen');
  await parentPage.getByRole('tab', { name: 'Verlauf' }).click();
  const paid = parentPage
    .getByRole('list', { name: 'Verlauf' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(paid).toContainText('Bezahlt');

  // The admin resets it: open again, without a method.
  await chooseRowAction(row, childName, 'Wieder öffnen');
  const reset = page.getByRole('alertdialog', { name: 'Zahlung zurücksetzen' });
  await reset.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page.getByText('Zahlung wieder als offen markiert.')).toBeVisible();
  await expect(row).toContainText('Offen');
  await expect(row).not.toContainText('Bar');

  // The parent cancels the camp paid in cash: the money goes back by hand, minus the CHF 100 fee.
  const cancelled = await parentPage.request.delete(`/api/camps/${campId}/registrations/${childId}`, {
    headers: SAME_ORIGIN,
  });
  expect(cancelled.status()).toBe(200);

  await page.getByRole('tab', { name: 'Rückerstattungen' }).click();
  const pending = page.getByRole('row').filter({ hasText: campName });
  await expect(pending).toContainText('CHF 500.00');
  await expect(pending).toContainText('CHF 400.00');
  await expect(pending).toContainText('CHF 100.00');
  await expectNoAxeViolations(page, 'the Refunds tab');
  await pending.getByRole('button', { name: `Bestätigen: ${childName}` }).click();
  const repaid = page.getByRole('alertdialog', { name: 'Rückzahlung bestätigen' });
  await repaid.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Rückzahlung bestätigt.')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await parentPage.reload();
  await parentPage.getByRole('tab', { name: 'Verlauf' }).click();
  const refunded = parentPage
    .getByRole('list', { name: 'Verlauf' })
    .getByRole('listitem')
    .filter({ hasText: campName })
    // The fee kept is its own entry.
    .filter({ hasNotText: 'Annullationsgebühr' });
  await expect(refunded).toContainText(`Erstattet am ${formatDate(zurichToday(new Date()))}`);
  await parentContext.close();
});
