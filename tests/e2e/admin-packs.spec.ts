import { createCreditPack, createParent } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { chooseRowAction, openRowActions } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// The back office's Abos: a parent signs in (a new account); another family's pack is arranged with the factories.
// The admin cancels that pack after confirmation and grants the signed-in parent a 10+1 pack paid in cash (how a
// shop order of "Abo 10+1" is fulfilled); the parent's Zahlungen page then shows the credit. The page passes an
// accessibility scan.

test('an admin cancels one pack and grants another, which the parent sees', async ({ page, browser }) => {
  // Base 36: thirteen digits in a row would read as an AHV number, which names refuse.
  const family = `Abo${Date.now().toString(36)}`;
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await login(parentPage, 'parent', { firstName: 'Lea', lastName: family });

  const server = serverData();
  try {
    const hans = await createParent(server.database.db, { firstName: 'Hans', lastName: family });
    await createCreditPack(server.database.db, { parentId: hans.id, creditsRemaining: 2 });
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  await page.goto('/admin/abo');
  await expect(page.getByRole('heading', { level: 1, name: 'Abos' })).toBeVisible();
  await page.getByLabel('Suche nach Name oder E-Mail').fill(family);
  const hansRow = page.getByRole('row', { name: new RegExp(`^Hans ${family}`) });
  await expect(hansRow).toContainText('2 / 11');
  await expect(hansRow).toContainText('Wenig Guthaben');
  await expect(page.getByRole('region', { name: 'Kennzahlen der Abos' })).toContainText('CHF 50.00');
  await expectNoAxeViolations(page, '/admin/abo');

  // Stornieren, after confirmation: the pack moves to the Storniert tab.
  await chooseRowAction(hansRow, `Hans ${family}`, 'Stornieren');
  const confirm = page.getByRole('alertdialog', { name: 'Abo stornieren?' });
  await expect(confirm).toContainText('2 offene Guthaben verfallen');
  await confirm.getByRole('button', { name: 'Stornieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Abo storniert.' })).toBeVisible();
  await expect(hansRow).toHaveCount(0);
  await page.getByRole('tab', { name: /^Storniert/ }).click();
  await expect(hansRow).toContainText('Storniert');
  const hansActions = await openRowActions(hansRow, `Hans ${family}`);
  await expect(hansActions.getByRole('menuitem')).toHaveText(['Details']);
  await page.keyboard.press('Escape');
  await expect(hansActions).toHaveCount(0);

  // Abo erfassen: Lea paid CHF 250.00 in cash.
  await page.getByRole('button', { name: 'Abo erfassen' }).click();
  const grant = page.getByRole('dialog', { name: 'Abo erfassen (vor Ort bezahlt)' });
  await grant.getByLabel('Elternteil suchen').fill(`lea ${family}`);
  await grant.getByRole('button', { name: new RegExp(`Lea ${family}`) }).click();
  await expect(grant.getByLabel('Betrag (CHF)')).toHaveValue('250.00');
  await expectNoAxeViolations(grant, 'the grant dialog');
  await grant.getByRole('button', { name: 'Abo erfassen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Abo für Lea ${family} erfasst.` })).toBeVisible();
  await page.getByRole('tab', { name: /^Aktiv/ }).click();
  const leaRow = page.getByRole('row', { name: new RegExp(`^Lea ${family}`) });
  await expect(leaRow).toContainText('11 / 11');
  await expect(leaRow).toContainText('CHF 250.00 · Bar');

  // The details: bought in person, nothing spent yet.
  await chooseRowAction(leaRow, `Lea ${family}`, 'Details');
  const details = page.getByRole('dialog', { name: 'Abo-Details' });
  await expect(details).toContainText('Vom Admin erfasst (vor Ort bezahlt)');
  await expect(details).toContainText('Noch kein Guthaben verbraucht.');
  await expectNoAxeViolations(details, 'the pack details');

  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // On a phone the same packs are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Abos' }).getByRole('listitem', { name: `Lea ${family}` });
  await expect(card).toContainText('11 / 11');
  await expectNoAxeViolations(page, '/admin/abo on a phone');
  const leaActions = await openRowActions(card, `Lea ${family}`);
  await expect(leaActions.getByRole('menuitem', { name: 'Stornieren' })).toBeVisible();
  await expectNoAxeViolations(leaActions, 'the actions menu of a pack on a phone');
  await page.keyboard.press('Escape');

  await parentPage.goto('/zahlungen');
  await expect(parentPage.getByText('11 von 11 Guthaben übrig')).toBeVisible();
  await parentContext.close();
});
