import { addDays, zurichToday } from '../../src/domain/time';
import { createCamp } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { addChild } from './helpers/family';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// Family prices (issue 30 item 2, decision 053): the admin sets a camp sibling discount on the camps page; a parent
// books two children into a camp, sees the second one's discounted price before confirming, and finds it with its
// reason under Zahlungen. The rule is set back to 0 % at the end, so the journeys after this one book at list price.

test('an admin sets a camp sibling discount, a parent sees it before confirming and in the payments', async ({
  page,
  browser,
}) => {
  const name = `E2E Familiencamp ${Date.now()}`;
  const today = zurichToday(new Date());
  const start = addDays(today, 30);
  const server = serverData();
  try {
    await createCamp(server.database.db, {
      name,
      startDate: start,
      endDate: addDays(start, 4),
      priceCents: 50_000,
    });
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  try {
    await page.goto('/admin/camps');
    const card = page.getByRole('region', { name: 'Geschwisterrabatt' });
    await card.getByLabel(/^Gültig ab/).fill(today);
    await card.getByLabel(/^2\. Kind/).fill('10');
    await card.getByLabel(/^Ab 3\. Kind/).fill('20');
    await card.getByRole('button', { name: 'Regel speichern' }).click();
    await expect(card.getByText('Regel gespeichert.')).toBeVisible();
    await expect(
      card.getByRole('list', { name: 'Geschwisterrabatt' }).getByRole('listitem').first(),
    ).toContainText('2. Kind –10 %, ab 3. Kind –20 %');

    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await login(parent, 'parent', { firstName: 'Eva', lastName: 'Familie' });
    await addChild(parent, { firstName: 'Lena', lastName: 'Familie' });
    await addChild(parent, { firstName: 'Noah', lastName: 'Familie' });

    await parent.goto('/camps');
    const camp = parent.getByRole('listitem').filter({ hasText: name });
    await camp.getByRole('button', { name: /^Anmelden/ }).click();
    const dialog = parent.getByRole('dialog', { name: /^Anmeldung: / });
    await dialog.getByRole('checkbox', { name: 'Lena Familie' }).check();
    await dialog.getByRole('checkbox', { name: 'Noah Familie' }).check();
    const price = dialog.getByRole('region', { name: 'Preis' });
    await expect(price).toContainText('Total CHF 950.00');
    await expect(price.getByRole('listitem').filter({ hasText: 'Noah Familie' })).toContainText(
      'CHF 450.00 · CHF 500.00 – CHF 50.00 (Geschwisterrabatt 2. Kind –10 %)',
    );
    await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await dialog.getByRole('button', { name: '2 Kind(er) anmelden' }).click();
    await expect(dialog).toBeHidden();

    await parent.goto('/zahlungen');
    const open = parent.getByRole('list', { name: 'Offene Zahlungen' });
    const noah = open.getByRole('listitem').filter({ hasText: 'Noah Familie' });
    await expect(noah).toContainText('CHF 500.00 – CHF 50.00 (Geschwisterrabatt 2. Kind –10 %)');
    await expect(noah).toContainText('CHF 450.00');
    await expect(open.getByRole('listitem').filter({ hasText: 'Lena Familie' })).not.toContainText(
      'Geschwisterrabatt',
    );
    await parentContext.close();
  } finally {
    const reset = await page.request.put('/api/admin/sibling-discounts', {
      data: { offerKind: 'camp', validFrom: today, secondChildPercent: 0, thirdChildPercent: 0 },
      headers: SAME_ORIGIN,
    });
    expect(reset.status()).toBe(200);
  }
});
