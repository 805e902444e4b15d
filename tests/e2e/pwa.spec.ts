import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The app as a progressive web app in Chromium: installable (manifest, icons, service worker), updatable (a second
// build's version brings the update banner, "Jetzt aktualisieren" reloads into it) and usable offline (the shell
// comes from the precache, with the offline notice).

const WEB_DIST = path.resolve('dist/web');

async function controlledByServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    return registration.active?.scriptURL ?? '';
  });
}

/** A card of the design system, found by its heading. */
const card = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

const runningVersion = (page: Page) => page.evaluate(() => document.documentElement.dataset.appVersion ?? '');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the manifest, the icons and the service worker make the app installable', async ({ page, request }) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Anpfiff – Eltern-Portal',
    short_name: 'Anpfiff',
    lang: 'de-CH',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#0b6e4f',
  });
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const [width, height] = pngSize(await png.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);

  const meta = (await (await request.get('/meta.json')).json()) as { version: string };
  expect(meta.version).not.toBe('');
  expect(await runningVersion(page)).toBe(meta.version);
});

test('a new build brings the update banner, and "Jetzt aktualisieren" reloads into it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await controlledByServiceWorker(page);
  const oldVersion = await runningVersion(page);
  await expect(page.getByText('Update verfügbar')).toHaveCount(0);

  // A second, real build of the same sources with a new version, deployed over the running one.
  const newVersion = `${oldVersion.split('+')[0]}+e2e.${Date.now()}`;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-next-build-'));
  try {
    execFileSync(
      path.resolve('node_modules/.bin/vite'),
      ['build', '--outDir', outDir, '--logLevel', 'error'],
      {
        env: { ...process.env, ANPFIFF_BUILD_VERSION: newVersion },
        stdio: 'inherit',
        timeout: 180_000,
      },
    );
    expect(JSON.parse(readFileSync(path.join(outDir, 'meta.json'), 'utf8'))).toMatchObject({
      version: newVersion,
    });
    // Old assets stay beside the new ones, as on a real server, so the open page keeps working.
    cpSync(outDir, WEB_DIST, { recursive: true, force: true });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }

  // On the next load the browser finds the new worker; it installs and waits while the old one serves the page.
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'Update verfügbar' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(await runningVersion(page)).toBe(oldVersion);

  await banner.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
  // The page reloads on its own once the new worker has taken over; mid-navigation there is no page to ask.
  await expect
    .poll(() => runningVersion(page).catch(() => 'reloading'), { timeout: 20_000 })
    .toBe(newVersion);
  await expect(page.getByText('Update verfügbar')).toHaveCount(0);
  const served = (await (await page.request.get('/meta.json')).json()) as { version: string };
  expect(served.version).toBe(newVersion);
});

test('the app shell opens offline, with the offline notice', async ({ page, context }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Sie sind offline' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('können gerade nicht geladen werden');

    // Another page of the app, never opened before, comes from the precache too.
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.reload();
  await expect(page.getByText('Sie sind offline')).toHaveCount(0);
});

test('a parent sees the push and App-Updates sections and checks for updates', async ({ page }) => {
  await login(page, 'parent');
  await page.goto('/dashboard');
  // Chromium can receive push and nobody has asked yet: the dashboard invites, once.
  const invitation = page.getByRole('status', { name: 'Push-Benachrichtigungen aktivieren' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: 'Hinweis für 7 Tage ausblenden' }).click();
  await expect(invitation).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(invitation).toHaveCount(0);

  await page.goto('/profile');
  const push = card(page, 'Push-Benachrichtigungen');
  await expect(push).toContainText('Push-Benachrichtigungen sind auf diesem Gerät nicht aktiviert.');
  await expect(push.getByRole('button', { name: 'Push-Benachrichtigungen aktivieren' })).toBeVisible();

  const updates = card(page, 'App-Updates');
  await expect(updates.getByTestId('app-version')).toHaveText(await runningVersion(page));
  await updates.getByRole('button', { name: 'Nach Updates suchen' }).click();
  await expect(updates.getByText('Sie haben bereits die neueste Version.')).toBeVisible();
});
