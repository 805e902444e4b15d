import { createAhvCipher, loadOrCreateAhvKey } from '../../src/server/crypto/ahv-cipher';
import { createChild, createParent, linkSecondParent } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// The back office's people: a family is arranged with the factories (the AHV encrypted with the running server's
// own key); the admin finds the child, reveals and copies its AHV (the reveal then shows in the Protokoll), edits
// the child and the parent in the browser, and both pages pass an accessibility scan on desktop and phone. A parent
// opening /admin lands on /.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin edits a child and a parent and reveals the AHV', async ({ page }) => {
  // Base 36: thirteen digits in a row would read as an AHV number, which names refuse.
  const family = `Familie${Date.now().toString(36)}`;
  const server = serverData();
  try {
    const db = server.database.db;
    const cipher = createAhvCipher(
      loadOrCreateAhvKey({ AHV_ENCRYPTION_KEY: undefined, dataDir: server.dataDir, isProduction: false }),
    );
    const eva = await createParent(db, { firstName: 'Eva', lastName: family, mobile: '079 555 12 34' });
    const paul = await createParent(db, { firstName: 'Paul', lastName: family });
    await linkSecondParent(db, { parentId: eva.id, secondParentId: paul.id });
    await createChild(db, {
      parentId: eva.id,
      firstName: 'Mia',
      dateOfBirth: '2015-03-14',
      clubName: 'FC Rotkreuz',
      level: 'Mittel',
      cipher,
      ahv: '7569217076985',
    });
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  await page.goto('/admin/kinder');
  await expect(page.getByRole('heading', { level: 1, name: 'Kinder' })).toBeVisible();
  await page.getByLabel('Suche').fill(family);
  const row = page.getByRole('row', { name: new RegExp(`^Mia ${family}`) });
  await expect(row).toContainText(`Eva ${family}`);
  await expect(row).toContainText(`Elternteil 2: Paul ${family}`);
  await expect(row).toContainText('756.****.**69.85');
  await expect(page.getByRole('region', { name: 'Statistik' })).toContainText('Über die gefilterten Kinder.');

  // AHV anzeigen: the full number on demand, on the clipboard.
  await row.getByRole('button', { name: `AHV von Mia ${family} anzeigen und kopieren` }).click();
  await expect(row.getByRole('status')).toHaveText('AHV-Nummer kopiert!');
  await expect(row).toContainText('756.9217.0769.85');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('756.9217.0769.85');

  // Kind bearbeiten: the required text first, then a new first name and no club.
  await chooseRowAction(row, `Mia ${family}`, 'Bearbeiten');
  const childDialog = page.getByRole('dialog', { name: 'Kind bearbeiten' });
  await childDialog.getByLabel(/^Vorname/).clear();
  await childDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(childDialog.getByText('Bitte alle Pflichtfelder ausfüllen.')).toBeVisible();
  await expectNoAxeViolations(childDialog, 'the child edit form');
  await childDialog.getByLabel(/^Vorname/).fill('Mila');
  await childDialog.getByLabel(/^Verein/).clear();
  await childDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kind gespeichert.' })).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(`^Mila ${family}`) });
  await expect(edited).toContainText('Mittel');
  await expect(edited).not.toContainText('FC Rotkreuz');
  await expectNoAxeViolations(page, '/admin/kinder');

  // Elternteil bearbeiten: names and mobile; e-mail and partner read only.
  await page.goto('/admin/eltern');
  await expect(page.getByRole('heading', { level: 1, name: 'Eltern' })).toBeVisible();
  await page.getByLabel('Suche').fill(`eva ${family}`);
  const parentRow = page.getByRole('row', { name: new RegExp(`^Eva ${family}`) });
  await expect(parentRow).toContainText(`Mila ${family}`);
  await expect(parentRow).toContainText(`Verknüpft: Paul ${family}`);
  await chooseRowAction(parentRow, `Eva ${family}`, 'Bearbeiten');
  const parentDialog = page.getByRole('dialog', { name: 'Elternteil bearbeiten' });
  await expect(parentDialog).toContainText(`Verknüpft: Paul ${family}`);
  await parentDialog.getByLabel(/^Nachname/).clear();
  await parentDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(parentDialog.getByText('Bitte Vorname und Nachname ausfüllen.')).toBeVisible();
  await parentDialog.getByLabel(/^Nachname/).fill(`${family}-Meier`);
  await parentDialog.getByLabel(/^Mobile/).clear();
  await expectNoAxeViolations(parentDialog, 'the parent edit form');
  await parentDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Elternteil gespeichert.' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^Eva ${family}-Meier`) })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/eltern');

  // The Protokoll names the reveal and both edits, never the number.
  await page.goto('/admin/protokoll');
  const reveal = page.getByRole('row', { name: /Kind: AHV-Nummer angezeigt/ }).filter({ hasText: family });
  await expect(reveal).toContainText(`Kind: Mila ${family}`);
  await expect(
    page.getByRole('row', { name: /Elternteil: geändert/ }).filter({ hasText: family }),
  ).toContainText(`Eva ${family}-Meier`);
  await expect(page.getByRole('main')).not.toContainText('756.9217.0769.85');
  await expectNoAxeViolations(page, '/admin/protokoll');

  // Both lists on a phone: cards instead of tables.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, list, search] of [
    ['/admin/kinder', 'Kinder', family],
    ['/admin/eltern', 'Eltern', family],
  ] as const) {
    await page.goto(path);
    await page.getByLabel('Suche').fill(search);
    await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, `${path} on a phone`);
  }
});

test('a parent opening /admin lands on /', async ({ page }) => {
  await login(page, 'parent');
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
  await page.goto('/admin/protokoll');
  await expect(page).toHaveURL('/');
});
