import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { createAdmin } from '../factories';
import { serverData } from './helpers/e2e-db';
import { uniqueEmail } from './helpers/login';
import { waitForSignInCode } from './helpers/mailbox';
import { freshStep, rememberTotp, totpCodeAt } from './helpers/second-factor';
import { expect, test } from './helpers/test';

// The admin's second factor (issue 18, decision 036): at the first admin sign-in an admin enrols a TOTP app (the
// code computed here from the key the page shows, as an app would), keeps the ten recovery codes, and at the next
// sign-in passes the factor with the app's code before the back office opens.

/** A minute passes for the sign-in code's resend pause (a day in the story), without the journey waiting it out. */
async function letResendPausePass(email: string) {
  const server = serverData();
  try {
    await server.database.db.execute(
      sql`update auth_lockouts set last_code_sent_at = last_code_sent_at - interval '61 seconds' where email = ${email}`,
    );
  } finally {
    await server.database.close();
  }
}

async function signInWithCode(page: Page, email: string, nth: number) {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?redirectTo=%2Fadmin');
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.getByRole('button', { name: 'Code schicken' }).click();
  const code = await waitForSignInCode(email, nth);
  await page.getByRole('textbox', { name: 'Code aus der E-Mail (6 Ziffern)' }).fill(code);
}

test('an admin enrols a TOTP app at the first sign-in and signs in with it the next time', async ({
  page,
}) => {
  const email = uniqueEmail('chefin');
  const server = serverData();
  await createAdmin(server.database.db, { email, firstName: 'Vera', lastName: 'Vorstand' });
  await server.database.close();

  await signInWithCode(page, email, 1);
  await expect(page).toHaveURL('/zweiter-faktor?redirectTo=%2Fadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Zweiten Faktor einrichten' })).toBeVisible();
  // The back office answers nothing yet.
  const refused = await page.request.get('/api/admin/dashboard');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SECOND_FACTOR_REQUIRED');

  await page.getByRole('button', { name: 'Mit Authenticator-App einrichten' }).click();
  await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const step = await freshStep(-1);
  await page
    .getByRole('textbox', { name: 'Code aus der Authenticator-App (6 Ziffern)' })
    .fill(totpCodeAt(secret, step));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  rememberTotp(email, secret, step);

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await page.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // A new sign-in (another day, another browser): the e-mail code, then the app's code.
  await page.context().clearCookies();
  await letResendPausePass(email);
  await signInWithCode(page, email, 2);
  await expect(page).toHaveURL('/zweiter-faktor?redirectTo=%2Fadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeVisible();
  await expect(page.getByText('Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.')).toBeVisible();
  const next = await freshStep(step);
  await page
    .getByRole('textbox', { name: 'Code aus der Authenticator-App (6 Ziffern)' })
    .fill(totpCodeAt(secret, next));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
