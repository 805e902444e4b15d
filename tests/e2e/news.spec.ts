import { count } from 'drizzle-orm';
import { newsMessages } from '../../src/domain/messages/news';
import { news } from '../../src/server/db/schema';
import { createNews, createPhotoFolder } from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// Dashboard "Neuigkeiten": a parent sees the unread news with their count, enlarges an item's image, marks one read
// (it leaves the list, the count drops, and it stays read after a reload), and finds it again with "Gelesene
// anzeigen".

test('a parent reads the news, enlarges an image and marks an item as read', async ({ page }) => {
  const run = Date.now();
  const server = serverData();
  const db = server.database.db;
  const folder = await createPhotoFolder(db, { name: `News ${run}`, isNewsFolder: true });
  const picture = await createPhotoOnDisk(db, server.photosDir, {
    driveFolderId: folder.id,
    width: 900,
    height: 600,
  });
  await createNews(db, {
    title: `Sommercamp ${run}`,
    content: 'Fünf Tage Fussball in Rotkreuz.',
    imageUrl: `/api/photos/${picture.id}/image?size=1200&quality=80`,
    createdAt: new Date(Date.now() - 60_000),
  });
  await createNews(db, { title: `Trainingsausfall ${run}`, content: 'Das Training vom Samstag fällt aus.' });
  const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(news);
  await server.database.close();

  await login(page, 'parent');
  await page.goto('/dashboard');
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Neuigkeiten/ }) });
  await expect(card.getByText(newsMessages.unreadCount(total), { exact: true })).toBeAttached();
  const camp = card.getByRole('article', { name: `Sommercamp ${run}` });
  const cancelled = card.getByRole('article', { name: `Trainingsausfall ${run}` });
  await expect(camp).toBeVisible();
  await expect(cancelled).toBeVisible();

  // The image opens large.
  await camp.getByRole('button', { name: `Bild zu «Sommercamp ${run}» vergrössern` }).click();
  const dialog = page.getByRole('dialog', { name: `Sommercamp ${run}` });
  const large = dialog.getByRole('img', { name: `Bild zu «Sommercamp ${run}»` });
  await expect(large).toBeVisible();
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Marked read: gone from the unread list, one fewer unread.
  await cancelled.getByRole('button', { name: 'Als gelesen markieren' }).click();
  await expect(cancelled).toBeHidden();
  await expect(card.getByText(newsMessages.unreadCount(total - 1), { exact: true })).toBeAttached();

  await page.reload();
  await expect(card.getByRole('article', { name: `Sommercamp ${run}` })).toBeVisible();
  await expect(card.getByRole('article', { name: `Trainingsausfall ${run}` })).toHaveCount(0);
  await card.getByLabel('Gelesene anzeigen').check();
  const readItem = card.getByRole('article', { name: `Trainingsausfall ${run}` });
  await expect(readItem).toBeVisible();
  await expect(readItem.getByText('Gelesen', { exact: true })).toBeVisible();
});
