import type { Locator } from '@playwright/test';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The shell: guards, landing, 404, the phone layout, and the menus of a signed-in parent and admin.

test('a signed-out visitor on a parent page lands on the login with the way back', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('a signed-out visitor on an admin page lands on the login with the way back', async ({ page }) => {
  await page.goto('/admin/kinder');
  await expect(page).toHaveURL('/login?redirectTo=%2Fadmin%2Fkinder');
});

test('the landing page shows the Login link and no side menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Willkommen bei');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);

  await page.getByRole('main').getByRole('link', { name: 'Trainings und Camps ansehen' }).click();
  await expect(page).toHaveURL('/schedule');
});

test('an unknown address shows the German 404 page inside the shell', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle(/Seite nicht gefunden/);
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the landing page fits the screen without horizontal scrolling', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('landing-phone.png'), fullPage: true });
  });
});

test.describe('signed in on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the side menu lists the pages in the spec order with NEU on Camps and closes on a choice', async ({
    page,
  }) => {
    await login(page, 'parent');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    const menu = drawer.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Meine Kinder',
      'TIZ Trainings',
      /^Camps\s*NEU$/,
      'Zahlungen',
      'Fotos',
      'Shop',
      'Kontakt',
    ]);
    await menu.getByRole('link', { name: /Camps/ }).click();
    await expect(page).toHaveURL('/camps');
    await expect(drawer).toHaveCount(0);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Admin-Bereich' })).toHaveCount(0);
  });
});

test.describe('signed in on a desktop', () => {
  // Lower than the page, so it scrolls.
  test.use({ viewport: { width: 1440, height: 500 } });

  test('the dashboard has two columns, the footer lines up with the content and the menu stays below the top bar', async ({
    page,
  }) => {
    await login(page, 'parent');
    await page.goto('/dashboard');
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const card = (name: RegExp) =>
      page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const news = await box(card(/^Neuigkeiten/));
    const training = await box(card(/^Nächste TIZ Training/));
    expect(training.x).toBeGreaterThanOrEqual(news.x + news.width);
    expect(Math.abs(training.y - news.y)).toBeLessThan(1);

    const heading = await box(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const copyright = await box(page.getByRole('contentinfo').getByText(/^©/));
    expect(Math.abs(copyright.x - heading.x)).toBeLessThan(1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const topBar = await box(page.getByRole('banner'));
    const menu = await box(
      page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Hauptmenü' }) }),
    );
    expect(menu.y).toBeGreaterThanOrEqual(topBar.y + topBar.height - 0.5);
  });
});

test.describe('an admin on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu shows the admin area with its label and the address whole on one line', async ({ page }) => {
    const { email } = await login(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin-Bereich' })).toBeVisible();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    const address = drawer.getByText(email, { exact: true });
    await expect(address).toBeVisible();
    const lineHeight = await address.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await address.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await drawer.getByRole('link', { name: 'Admin-Bereich' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(drawer).toHaveCount(0);
  });
});

test.describe('an admin below 1024 px', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('gets the admin drawer with its 11 entries, which closes after a link is chosen', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Admin-Menü' })).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Ausbildner',
      'Trainings',
      'Camps',
      'Kinder',
      'Eltern',
      'Zahlungen',
      'Abos',
      'Fotos',
      'Neuigkeiten',
      'Push',
    ]);
    await drawer.getByRole('link', { name: 'Eltern', exact: true }).click();
    await expect(page).toHaveURL('/admin/eltern');
    await expect(drawer).toHaveCount(0);
  });

  test('from 1024 px the admin menu stays beside the page', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await login(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link')).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  });
});
