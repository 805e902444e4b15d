import { expect, test } from '@playwright/test';

// The shell as a signed-out visitor sees it: guards, landing, 404 and the phone layout.

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
