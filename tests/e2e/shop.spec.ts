import { login, uniqueEmail } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// The shop: prefilled contact details, a size is required for the Trikot set, the socks' colour is chosen by itself,
// the total follows live in CHF, and a sent order is confirmed on screen and by mail (to the parent and the
// provider, over the SMTP server of the run).

const PROVIDER_MAIL = 'info@anpfiff.local';

test('a parent orders a Trikot set with a size and sees the confirmation', async ({ page }) => {
  const email = uniqueEmail('shop');
  await login(page, 'parent', { email, firstName: 'Anna', lastName: 'Muster', mobile: '079 555 12 34' });
  await page.goto('/shop');

  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByText('Bezahlung vor Ort in bar oder mit TWINT.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Muster');
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('079 555 12 34');
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(email);
  const total = page.getByTestId('shop-total');
  await expect(total).toHaveText('CHF\u00a00.00');

  // A Trikot set without a size is not sent.
  await page.getByRole('button', { name: 'Trikot Set: eins mehr' }).click();
  await page.getByRole('button', { name: 'Bestellung senden' }).click();
  await expect(page.getByText('Trikot Set: Bitte eine Grösse wählen.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Grösse Trikot Set' }).selectOption('152');
  await expect(total).toHaveText('CHF\u00a090.00');

  // Socks: the colour is set as soon as the quantity rises.
  await page.getByRole('button', { name: 'Socken: eins mehr' }).click();
  await page.getByRole('button', { name: 'Socken: eins mehr' }).click();
  await expect(page.getByRole('combobox', { name: 'Variante Socken' })).toHaveValue('weiss');
  await expect(total).toHaveText('CHF\u00a0110.00');

  await page.getByRole('button', { name: 'Bestellung senden' }).click();
  await expect(page.getByText('Bestellung gesendet. Du erhältst eine E-Mail-Bestätigung.')).toBeVisible();
  await expect(total).toHaveText('CHF\u00a00.00');

  await expect
    .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 15_000 })
    .toContain('Ihre Bestellung im Shop');
  const confirmation = mailsTo(email).find((m) => m.subject === 'Ihre Bestellung im Shop')!;
  expect(confirmation.text).toContain('1 × Trikot Set (Grösse 152) à CHF\u00a090.00 = CHF\u00a090.00');
  expect(confirmation.text).toContain('2 × Socken (Weiss) à CHF\u00a010.00 = CHF\u00a020.00');
  expect(confirmation.text).toContain('Total: CHF\u00a0110.00');
  await expect
    .poll(() => mailsTo(PROVIDER_MAIL).some((m) => m.text.includes(`E-Mail: ${email}`)), { timeout: 15_000 })
    .toBe(true);
});
