import type { Page } from '@playwright/test';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// "Meine Kinder" end to end: a parent adds a child (a wrong AHV first), sees the masked card, edits it without
// touching the AHV (giving photo consent and emergency information on the way), and offers a link to a second parent who has no account yet (through the API: the form is
// covered by the web tests); the second parent signs in, sees nothing until they accept the offer on their profile,
// then sees the child (decision 012).

async function fillChild(page: Page, ahv: string) {
  const dialog = page.getByRole('dialog', { name: 'Kind erfassen' });
  await dialog.getByRole('textbox', { name: /Vorname/ }).fill(' Lena ');
  await dialog.getByRole('textbox', { name: /Nachname/ }).fill('Muster');
  await dialog.getByLabel(/Geburtsdatum/).fill('2015-03-14');
  await dialog.getByRole('combobox', { name: /Trikoset Grösse/ }).selectOption('140');
  await dialog.getByRole('textbox', { name: /AHV-Nummer/ }).pressSequentially(ahv);
  return dialog;
}

test('a parent manages a child and shares it with a second parent who accepts the offer', async ({
  page,
  browser,
}) => {
  const run = Date.now();
  const parentEmail = `anna.muster.${run}@example.ch`;
  const partnerEmail = `marco.muster.${run}@example.ch`;
  await login(page, 'parent', { email: parentEmail, firstName: 'Anna', lastName: 'Muster' });

  await page.goto('/meine-kinder');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kinder' })).toBeVisible();
  await expect(page.getByText('Noch keine Kinder erfasst.')).toBeVisible();

  // Add a child with a wrong check digit: the message shows and nothing is saved.
  await page.getByRole('button', { name: 'Kind hinzufügen' }).click();
  const dialog = await fillChild(page, '7569217076984');
  const ahvInput = dialog.getByRole('textbox', { name: /AHV-Nummer/ });
  await expect(ahvInput).toHaveValue('756.9217.0769.84');
  // A digit deleted and typed again inside the number goes back where it was: the caret stays in place.
  await ahvInput.press('Home');
  for (let i = 0; i < 6; i++) await ahvInput.press('ArrowRight');
  await ahvInput.press('Backspace');
  await expect(ahvInput).toHaveValue('756.9170.7698.4');
  await ahvInput.pressSequentially('2');
  await expect(ahvInput).toHaveValue('756.9217.0769.84');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('AHV-Nummer ist ungültig (Prüfziffer stimmt nicht).')).toBeVisible();

  // Fix it and save: the card shows the birth date and only the masked number.
  await ahvInput.press('End');
  await ahvInput.press('Backspace');
  await ahvInput.pressSequentially('5');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: 'Lena Muster' });
  await expect(card).toContainText('14.03.2015');
  await expect(card).toContainText('756.****.**69.85');
  await expect(page.getByText('9217')).toHaveCount(0);

  // Edit without touching the AHV: the stored number stays.
  await card.getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Kind bearbeiten' });
  await expect(edit.getByRole('textbox', { name: /AHV-Nummer/ })).toHaveValue('756.****.**69.85');
  await edit.getByRole('textbox', { name: /Verein/ }).fill('FC Baar');
  // Photo consent starts unticked; the emergency information is optional (decision 038).
  const familyConsent = edit.getByRole('checkbox', { name: /der Familie gezeigt werden/ });
  await expect(familyConsent).not.toBeChecked();
  await familyConsent.check();
  await edit.getByRole('textbox', { name: /Allergien/ }).fill('Nüsse');
  await edit.getByRole('textbox', { name: /Notfallkontakt: Name/ }).fill('Grosi Muster');
  await edit.getByRole('textbox', { name: /Notfallkontakt: Telefon/ }).fill('+41 79 555 12 34');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('FC Baar');
  await expect(card).toContainText('756.****.**69.85');
  await expect(card).toContainText('Familie erlaubt, News nicht');
  await expect(card).toContainText('Erfasst');
  await expect(card).not.toContainText('Nüsse');
  await card.getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(edit.getByRole('textbox', { name: /Notfallkontakt: Telefon/ })).toHaveValue('079 555 12 34');
  await edit.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(edit).toBeHidden();

  // Offer the link to an address without an account: the same answer as for any address, and nothing is shared yet.
  const offered = await page.request.put('/api/family/second-parent', {
    data: { email: partnerEmail },
    headers: SAME_ORIGIN,
  });
  expect(offered.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(`Verknüpfung ausstehend mit ${partnerEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurückziehen' })).toBeVisible();

  // The second parent signs in on another device: no child until they accept on their profile.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await login(partnerPage, 'parent', { email: partnerEmail, firstName: 'Marco', lastName: 'Muster' });
  expect(await (await partnerPage.request.get('/api/children')).json()).toEqual({ children: [] });
  await partnerPage.goto('/profile');
  const offer = partnerPage.getByRole('listitem', {
    name: 'Anna Muster möchte Sie als zweiten Elternteil verknüpfen',
  });
  await expect(offer).toContainText(parentEmail);
  await offer.getByRole('button', { name: 'Annehmen' }).click();
  await expect(partnerPage.getByText('Sie sind jetzt mit Anna Muster verknüpft.')).toBeVisible();

  await partnerPage.goto('/meine-kinder');
  const shared = partnerPage.getByRole('listitem', { name: 'Lena Muster' });
  await expect(shared).toContainText('FC Baar');
  await expect(shared).toContainText('756.****.**69.85');
  await expect(
    partnerPage.getByText('Ihre Kinder werden gemeinsam mit Anna Muster verwaltet.'),
  ).toBeVisible();
  await expect(partnerPage.getByRole('button', { name: 'Trennen' })).toBeVisible();
  await partnerContext.close();

  // The first parent now sees the link as active.
  await page.reload();
  await expect(page.getByText(`Verknüpft mit ${partnerEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entfernen' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the children page and the child form fit the screen without horizontal scrolling', async ({
    page,
  }, testInfo) => {
    await login(page, 'parent', { firstName: 'Lea', lastName: 'Brunner' });
    const created = await page.request.post('/api/children', {
      headers: SAME_ORIGIN,
      data: {
        firstName: 'Noah',
        lastName: 'Brunner-Zimmermann',
        dateOfBirth: '2014-11-02',
        jerseySize: 152,
        clubName: 'FC Hünenberg',
        level: 'Fortgeschritten',
        ahv: '7561234567897',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/meine-kinder');
    await expect(page.getByRole('listitem', { name: 'Noah Brunner-Zimmermann' })).toContainText(
      '756.****.**78.97',
    );
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('children-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('dialog', { name: 'Kind bearbeiten' })).toBeVisible();
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('child-form-phone.png') });
  });
});
