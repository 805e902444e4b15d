import type { Locator, Page } from '@playwright/test';
import { createChild } from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// Photos of my children: the dashboard shows the latest three thumbnails; /fotos loads 20 and more on scrolling,
// opens the lightbox, steps with the arrow keys and with a swipe of at least 40 px (a shorter one does nothing),
// offers the original for download, and never shows another family's photo.

async function swipe(page: Page, stage: Locator, dx: number) {
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 3);
  await page.mouse.move(x + dx, y + 5);
  await page.mouse.up();
}

// Phone size, as parents use it: 20 tiles then reach further down than the page's look-ahead for the next ones.
test.use({ viewport: { width: 390, height: 844 } });

test('a parent sees the photos of their child and browses them in the lightbox', async ({ page }) => {
  const { email } = await login(page, 'parent', { firstName: 'Nina', lastName: 'Bühler' });
  const server = serverData();
  const db = server.database.db;
  const parentId = await profileIdOf(server, email);
  const mia = await createChild(db, { parentId, firstName: 'Mia', lastName: 'Bühler' });
  const base = Date.now() - 3_600_000;
  const photos = [];
  for (let i = 0; i < 23; i++) {
    photos.push(
      await createPhotoOnDisk(db, server.photosDir, {
        childIds: [mia.id],
        width: 480,
        height: 360,
        hue: (i * 37) % 360,
        createdAt: new Date(base + i * 1000),
      }),
    );
  }
  const stranger = await createPhotoOnDisk(db, server.photosDir, { width: 200, height: 150 });
  await server.database.close();
  const newest = photos.at(-1)!;

  // Dashboard: the latest three, as 400 px thumbnails at quality 60.
  await page.goto('/dashboard');
  // On a phone the photos card sits below the news and loads as it comes near the screen: scroll down, as a parent.
  await expect(page.getByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
  await page.mouse.wheel(0, 10_000);
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Fotos' }) });
  const thumbnails = card.getByRole('img', { name: 'Foto mit Mia Bühler' });
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.first()).toHaveAttribute(
    'src',
    new RegExp(`${newest.id}/image\\?size=400&quality=60`),
  );
  await expect.poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await card.getByRole('link', { name: 'Alle Fotos' }).click();

  // Gallery: 20 first, the rest when scrolled to the end.
  await expect(page).toHaveURL(/\/fotos$/);
  const tiles = page.getByRole('button', { name: 'Foto mit Mia Bühler öffnen' });
  await expect(tiles).toHaveCount(20);
  await tiles.nth(19).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(tiles).toHaveCount(23);
  await expect(page.getByText('Alle Fotos geladen.')).toBeVisible();
  await expect(page.locator(`img[src*="${stranger.id}"]`)).toHaveCount(0);

  // Lightbox: keys, swipes, download, Escape.
  await tiles.first().click();
  const lightbox = page.getByRole('dialog', { name: 'Foto 1 von 23' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('Mia Bühler')).toBeVisible();
  const photo = lightbox.getByRole('img', { name: 'Foto mit Mia Bühler' });
  await expect(photo).toHaveAttribute('src', new RegExp(`${newest.id}/image\\?size=800&quality=70`));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Foto 2 von 23' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Foto 1 von 23' })).toBeVisible();

  const stage = page.getByTestId('lightbox-stage');
  await swipe(page, stage, -120);
  await expect(page.getByRole('dialog', { name: 'Foto 2 von 23' })).toBeVisible();
  await swipe(page, stage, -30);
  await expect(page.getByRole('dialog', { name: 'Foto 2 von 23' })).toBeVisible();
  await swipe(page, stage, 45);
  await expect(page.getByRole('dialog', { name: 'Foto 1 von 23' })).toBeVisible();

  const download = page.getByRole('link', { name: 'Original herunterladen' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(new RegExp(`${newest.id}/image\\?size=original&quality=90`));
  const original = await page.request.get(href!);
  expect(original.headers()['content-type']).toBe('image/jpeg');
  expect(original.headers()['cache-control']).toContain('private');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Another family's photo is not found, not even by its address.
  expect((await page.request.get(`/api/photos/${stranger.id}/image?size=400&quality=60`)).status()).toBe(404);
});
