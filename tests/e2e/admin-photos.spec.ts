import { createChild } from '../factories';
import { writePhotoFile } from '../factories/photo-files';
import { expectNoAxeViolations } from './helpers/axe';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The back office's Fotos: a new album lies in the local photo folder (PHOTOS_DIR), not yet known to the app. The
// admin syncs every folder and follows the job to its result, chooses the album, opens the photo and tags Mia
// through the child search; Mia's parent then sees the photo on /fotos. The page and the photo modal pass an
// accessibility scan.

test('an admin syncs the photo folder, tags Mia, and her parent sees the photo', async ({
  page,
  browser,
}) => {
  const family = `Foto${Date.now().toString(36)}`;
  const album = `Training ${family}`;
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const { email } = await login(parentPage, 'parent', { firstName: 'Sandra', lastName: family });

  const server = serverData();
  try {
    const parentId = await profileIdOf(server, email);
    await createChild(server.database.db, { parentId, firstName: 'Mia', lastName: family });
    await writePhotoFile(server.photosDir, album, 'Kopfball.jpg', { width: 640, height: 480 });
  } finally {
    await server.database.close();
  }

  await parentPage.goto('/fotos');
  await expect(parentPage.getByText('Noch keine Fotos Ihrer Kinder.')).toBeVisible();

  await login(page, 'admin');
  await page.goto('/admin/fotos');
  await expect(page.getByRole('heading', { level: 1, name: 'Fotos' })).toBeVisible();
  await page.getByRole('button', { name: 'Sync: Alle Ordner' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Sync abgeschlossen.' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText(/\d+ neu, \d+ entfernt/);

  const folder = page.getByLabel('Ordner');
  await expect(
    folder.getByRole('option', { name: new RegExp(`^${album} \\(1, 1 ohne Markierung\\)`) }),
  ).toHaveCount(1);
  await folder.selectOption({ label: `${album} (1, 1 ohne Markierung)` });
  await page.getByLabel('Nur unmarkierte').check();
  await expectNoAxeViolations(page, '/admin/fotos');

  await page.getByRole('button', { name: 'Foto Kopfball.jpg öffnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kopfball.jpg' });
  await expect(dialog.getByRole('img', { name: 'Vorschau von Kopfball.jpg' })).toHaveAttribute(
    'src',
    /size=800&quality=70/,
  );
  await expect(dialog.getByText('Noch kein Kind markiert.')).toBeVisible();
  await dialog.getByLabel('Kind suchen').fill(`mia ${family.toLowerCase()}`);
  await dialog.getByRole('button', { name: `Mia ${family} markieren` }).click();
  await expect(dialog.getByRole('button', { name: `Markierung von Mia ${family} entfernen` })).toBeVisible();
  await expectNoAxeViolations(dialog, 'the photo modal');
  await page.keyboard.press('Escape');
  // Tagged now, so no longer among the untagged.
  await expect(page.getByText('Keine Fotos in dieser Ansicht.')).toBeVisible();

  await parentPage.goto('/fotos');
  await expect(parentPage.getByRole('button', { name: `Foto mit Mia ${family} öffnen` })).toHaveCount(1);
  await parentContext.close();
});
