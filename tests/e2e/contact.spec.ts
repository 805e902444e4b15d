import { login, uniqueEmail } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Kontakt: the provider's contact details, and the support form (problem required, device prefilled from the
// browser); a sent request is confirmed, the form closes after 3 s, and the provider receives it by mail.

const PROVIDER_MAIL = 'info@anpfiff.local';

test('a parent sends a support request', async ({ page }) => {
  const email = uniqueEmail('support');
  await login(page, 'parent', { email });
  await page.goto('/kontakt');

  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'info@anpfiff.local' })).toHaveAttribute(
    'href',
    'mailto:info@anpfiff.local',
  );
  await expect(page.getByRole('link', { name: '+41 41 000 00 00' })).toBeVisible();

  await page.getByRole('button', { name: 'Problem melden' }).click();
  const smartphone = page.getByRole('textbox', { name: 'Smartphone' });
  await expect(smartphone).toHaveValue(/Chrome \d+/);
  await page.getByRole('button', { name: 'Support-Anfrage senden' }).click();
  await expect(page.getByText('Bitte beschreiben Sie Ihr Problem.')).toBeVisible();

  await page
    .getByRole('textbox', { name: /Problembeschreibung/ })
    .fill('Der Kalender zeigt keine Trainings an.');
  await page.getByRole('button', { name: 'Support-Anfrage senden' }).click();
  const success = page.getByText('Ihre Support-Anfrage wurde erfolgreich gesendet.', { exact: false });
  await expect(success).toBeVisible();
  // The form closes after 3 s; the confirmation stays until dismissed.
  await expect(page.getByRole('textbox', { name: /Problembeschreibung/ })).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Problem melden' })).toBeVisible();
  await expect(success).toBeVisible();

  await expect
    .poll(() => mailsTo(PROVIDER_MAIL).find((m) => m.subject === `Support-Anfrage von ${email}`)?.text, {
      timeout: 15_000,
    })
    .toContain('Der Kalender zeigt keine Trainings an.');
});
