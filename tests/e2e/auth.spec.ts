import type { Page } from '@playwright/test';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login, uniqueEmail } from './helpers/login';
import { mailsTo, waitForSignInCode } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Sign-in journeys (issue 3): codes are read from the mail the app sent to a real SMTP server on 127.0.0.1.

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code aus der E-Mail (6 Ziffern)' });

async function requestCodeOnLoginPage(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.getByRole('button', { name: 'Code schicken' }).click();
  await expect(codeField(page)).toBeVisible();
}

test('a new parent signs in with the mailed code, completes onboarding, stays signed in and logs out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('neu');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
  await expect(page.getByText('Sie bleiben auf diesem Gerät etwa 14 Tage angemeldet.')).toBeVisible();
  await requestCodeOnLoginPage(page, email);

  // The e-mail is locked, the resend link counts down.
  await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Code erneut senden \(in \d+ s\)/ })).toBeDisabled();

  const code = await waitForSignInCode(email);
  const mail = mailsTo(email)[0]!;
  expect(mail.text).toContain('/auth/callback?redirectTo=%2Fdashboard#email=');
  await codeField(page).fill(code);

  // A new account goes through onboarding first, then on to where it wanted to go.
  await expect(page).toHaveURL('/onboarding?redirectTo=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen!' })).toBeVisible();
  await expect(page.getByText(`Angemeldet als ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Nora');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Beispiel');
  await page.getByRole('textbox', { name: /Mobile/ }).fill('079 555 66 77');
  const complete = page.getByRole('button', { name: 'Profil vervollständigen' });
  await expect(complete).toBeDisabled();
  await page.getByRole('checkbox').check();
  await complete.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The session cookie: HttpOnly, SameSite=Lax, about 14 days.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'anpfiff.session_token');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const days = (session!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThan(14.1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(email);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');

  // The old cookie is dead on the server too, not only forgotten by this browser.
  const other = await browser.newContext();
  await other.addCookies(cookies);
  const me = await (await other.request.get('/api/me')).json();
  expect(me).toEqual({ user: null });
  await other.close();
});

test('five wrong codes lock the e-mail', async ({ page }) => {
  const email = uniqueEmail('gesperrt');
  await page.goto('/login');
  await requestCodeOnLoginPage(page, email);
  const code = await waitForSignInCode(email);
  const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

  for (let n = 1; n <= 4; n++) {
    await codeField(page).fill(wrong(n));
    await expect(page.getByText(`Falscher Code. Versuche: ${n}/5`)).toBeVisible();
  }
  await codeField(page).fill(wrong(5));
  await expect(
    page.getByText('Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.'),
  ).toBeVisible();

  // The right code is burnt too while the lock lasts.
  await codeField(page).fill(code);
  await expect(
    page.getByText('Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.'),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
});

test('the link in the mail signs in on another device and leads on to the page asked for', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('link');
  await page.goto('/login?redirectTo=%2Fprofile');
  await requestCodeOnLoginPage(page, email);
  await waitForSignInCode(email);
  const link = /^(http:\/\/\S+\/auth\/callback\S*)$/m.exec(mailsTo(email)[0]!.text)?.[1];
  expect(link).toContain('redirectTo=%2Fprofile#email=');

  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(link!);
  // This browser did not request the code: the page asks before the link signs it in (login CSRF).
  await expect(other.getByText(`Als ${email} anmelden?`)).toBeVisible();
  await other.getByRole('button', { name: `Als ${email} anmelden` }).click();
  // A new account completes its profile first; the code has left the address bar.
  await expect(other).toHaveURL('/onboarding?redirectTo=%2Fprofile');
  await other.getByRole('textbox', { name: /Vorname/ }).fill('Lena');
  await other.getByRole('textbox', { name: /Nachname/ }).fill('Link');
  await other.getByRole('textbox', { name: /Mobile/ }).fill('079 111 22 33');
  await other.getByRole('checkbox').check();
  await other.getByRole('button', { name: 'Profil vervollständigen' }).click();
  await expect(other).toHaveURL('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(other.getByText('Elternteil')).toBeVisible();
  await phone.close();

  // Used once: the same link fails now, and the page returns to the login.
  const third = await browser.newContext();
  const again = await third.newPage();
  await again.goto(link!);
  await again.getByRole('button', { name: `Als ${email} anmelden` }).click();
  await expect(again.getByText('Verifizierung fehlgeschlagen.')).toBeVisible();
  await expect(again).toHaveURL('/login');
  await third.close();
});

test('a sign-in link for someone else asks before it replaces the session on this device', async ({
  page,
}) => {
  const { email: signedIn } = await login(page, 'parent');
  const other = uniqueEmail('fremd');
  const linkFor = async (email: string) => {
    expect((await page.request.post('/api/auth/code', { data: { email }, headers: SAME_ORIGIN })).ok()).toBe(
      true,
    );
    await waitForSignInCode(email);
    return /^(http:\/\/\S+\/auth\/callback\S*)$/m.exec(mailsTo(email)[0]!.text)![1]!;
  };
  const link = await linkFor(other);

  // Staying spends no code and keeps the session there.
  await page.goto(link);
  await expect(
    page.getByText(`Sie sind bereits als ${signedIn} angemeldet. Als ${other} anmelden?`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Als ${signedIn} angemeldet bleiben` }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner')).toContainText(signedIn);

  // The same link, confirmed, signs the other address in.
  await page.goto(link);
  await page.getByRole('button', { name: `Als ${other} anmelden` }).click();
  await expect(page).toHaveURL('/onboarding?redirectTo=%2Fdashboard');
  await expect(page.getByText(`Angemeldet als ${other}`)).toBeVisible();
});

test('the login helper signs in the admin of ADMIN_EMAILS', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/profile');
  await expect(page.getByText('Administrator')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin');
});
