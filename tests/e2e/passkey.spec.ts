import { login } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Passkeys in a real browser (decision 036): Chromium's virtual authenticator (DevTools' WebAuthn domain) stands in
// for the phone's fingerprint sensor, with user verification, as a platform authenticator with resident keys.

test('a parent adds a passkey, is told by mail, and signs in with it, with no mail', async ({ page }) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const { email } = await login(page, 'parent');

  await page.goto('/profile');
  const passkeys = page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys' }) });
  await expect(passkeys.getByText('Noch kein Passkey eingerichtet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(passkeys.getByText('Passkey hinzugefügt.')).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem')).toContainText('eingerichtet am');
  // The owner is told of every new passkey by mail (decision 036): it arrives before the sign-in counts mails.
  await expect.poll(() => mailsTo(email).filter((m) => m.subject.startsWith('Neuer Passkey')).length).toBe(1);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  const mailsBefore = mailsTo(email).length;

  await page.goto('/login?redirectTo=%2Fzahlungen');
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page).toHaveURL('/zahlungen');
  await expect(page.getByRole('banner')).toContainText(email);
  expect(mailsTo(email)).toHaveLength(mailsBefore);

  // The profile now says when the passkey was last used.
  await page.goto('/profile');
  await expect(passkeys.getByRole('listitem')).toContainText('zuletzt verwendet am');
});
