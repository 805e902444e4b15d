import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login, signInByApi } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// "Meine Daten" (issue 18): a parent downloads the family's data (the zip's entries and the child in it), then
// deletes the account with a fresh code from the mail; signing in again with the same address finds nothing of old.

test('a parent downloads their data and deletes the account', async ({ page }) => {
  const { email } = await login(page, 'parent', { firstName: 'Dora', lastName: 'Datenschutz' });
  const created = await page.request.post('/api/children', {
    headers: SAME_ORIGIN,
    data: {
      firstName: 'Finn',
      lastName: 'Datenschutz',
      dateOfBirth: '2015-05-05',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7561234567897',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/profile');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Meine Daten' }) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Daten herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^anpfiff-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['daten.json', 'profile.csv', 'children.csv', 'payments.csv', 'photos.csv']),
  );
  const data = JSON.parse(strFromU8(files['daten.json']!)) as {
    profile: { email: string }[];
    children: { first_name: string; ahv: string }[];
  };
  expect(data.profile[0]?.email).toBe(email);
  expect(data.children.map((c) => [c.first_name, c.ahv])).toEqual([['Finn', '756.1234.5678.97']]);

  await section.getByRole('link', { name: 'Konto löschen …' }).click();
  await expect(page).toHaveURL(/\/profile\/konto-loeschen$/);
  await expect(page.getByText(/Ihre Kinder \(Finn Datenschutz\)/)).toBeVisible();
  await expect(page.getByText(/Art\. 958f OR/)).toBeVisible();
  await page.getByRole('button', { name: 'Bestätigungscode senden' }).click();
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).find((m) => m.subject.includes('Code zum Löschen'));
        code = mail && /^(\d{6})$/m.exec(mail.text)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  await page.getByLabel('Bestätigungscode').fill(code!);
  await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Konto wurde gelöscht.' })).toBeVisible();

  // The old session is gone; the same address signs in to a new, empty account.
  expect((await page.request.get('/api/children')).status()).toBe(401);
  await page.getByRole('button', { name: 'Zur Startseite' }).click();
  await page.context().clearCookies();
  await signInByApi(page.request, email);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { firstName: string | null } };
  expect(me.user.firstName).toBeNull();
  await page.request.post('/api/profile/onboarding', {
    headers: SAME_ORIGIN,
    data: { firstName: 'Dora', lastName: 'Neu', mobile: '079 123 45 67', termsAccepted: true },
  });
  const children = (await (await page.request.get('/api/children')).json()) as { children: unknown[] };
  expect(children.children).toEqual([]);
});
