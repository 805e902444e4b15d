import type { Page } from '@playwright/test';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { createCamp, createSession } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Paying (issue 6) without Stripe configured: "Online bezahlen" leads to the built-in "Testzahlung" page, which
// completes through the same fulfilment as a Stripe webhook. A parent pays an open training and sees "Bezahlt";
// another buys a 10+1 pack, settles an open training with credit, has the next booking paid from the pack, and
// finds it all in the history.

const child = {
  firstName: 'Mia',
  lastName: 'Zahner',
  dateOfBirth: '2015-05-20',
  jerseySize: 140,
  clubName: null,
  level: null,
  ahv: '7561234567897',
};

/** Trainings in the app's own database, one per title, on the days after tomorrow. */
async function trainings(...titles: string[]): Promise<string[]> {
  const server = serverData();
  try {
    const ids: string[] = [];
    for (const [i, title] of titles.entries()) {
      const day = addDays(zurichToday(new Date()), 9 + i);
      const session = await createSession(server.database.db, {
        title,
        startsAt: zurichDateTimeToInstant(day, '10:00'),
        endsAt: zurichDateTimeToInstant(day, '11:45'),
      });
      ids.push(session.id);
    }
    return ids;
  } finally {
    await server.database.close();
  }
}

async function familyWithChild(page: Page): Promise<string> {
  await login(page, 'parent', { firstName: 'Sara', lastName: 'Zahner' });
  const created = await page.request.post('/api/children', { data: child, headers: SAME_ORIGIN });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { child: { id: string } }).child.id;
}

const dashboardCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Offene Zahlungen' }) });

async function bookByApi(page: Page, sessionId: string, childId: string) {
  const booked = await page.request.post(`/api/trainings/${sessionId}/registrations`, {
    headers: SAME_ORIGIN,
    data: { childIds: [childId], acceptTerms: true },
  });
  expect(booked.status()).toBe(201);
}

test('a parent pays an open training through the test checkout and sees "Bezahlt"', async ({ page }) => {
  const title = `E2E Zahlung ${Date.now()}`;
  const [sessionId] = await trainings(title);
  const childId = await familyWithChild(page);
  await bookByApi(page, sessionId!, childId);

  // The dashboard counts it and leads to the payments page.
  await page.goto('/dashboard');
  const card = dashboardCard(page);
  await expect(card).toContainText('1 offene Zahlung');
  await card.getByRole('link', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/zahlungen$/);

  const open = page.getByRole('list', { name: 'Offene Zahlungen' }).getByRole('listitem');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(title);
  await expect(open).toContainText('Mia Zahner');
  await expect(open).toContainText('CHF 25.00');
  await expect(open).toContainText('Offen');
  await open.getByRole('button', { name: 'Online bezahlen' }).click();

  // The test checkout: what is paid, and how it should end.
  await expect(page).toHaveURL(/\/testzahlung\/test_cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testzahlung' })).toBeVisible();
  await expect(page.getByText(`${title} `)).toContainText('Mia Zahner');
  await expect(page.getByText('CHF 25.00')).toBeVisible();
  await page.getByRole('button', { name: 'Mit TWINT bezahlen' }).click();

  await expect(page).toHaveURL(/\/zahlungen\?checkout=success$/);
  await expect(page.getByText('Vielen Dank! Die Zahlung ist eingegangen.')).toBeVisible();
  await expect(page.getByText('Keine offenen Zahlungen.')).toBeVisible();

  await page.getByRole('tab', { name: 'Verlauf' }).click();
  const paid = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem').filter({ hasText: title });
  await expect(paid).toContainText('Bezahlt');
  await expect(paid).toContainText('TWINT (online)');

  // The training page agrees, and the dashboard has nothing left to pay.
  await page.goto('/tiz-trainings');
  const training = page.getByRole('listitem').filter({ hasText: title });
  await expect(training.getByRole('list', { name: 'Ihre Kinder' })).toContainText('Bezahlt');
  await page.goto('/dashboard');
  await expect(dashboardCard(page)).toContainText('Keine offenen Zahlungen.');
});

test('a parent buys a 10+1 pack and pays trainings with credit; the history shows it', async ({ page }) => {
  const stamp = Date.now();
  const [first, second] = [`E2E Guthaben A ${stamp}`, `E2E Guthaben B ${stamp}`];
  const [firstId] = await trainings(first, second);
  const childId = await familyWithChild(page);
  await bookByApi(page, firstId!, childId);

  // No credit yet: the pack is on offer, the training can only be paid online.
  await page.goto('/zahlungen');
  const open = page.getByRole('list', { name: 'Offene Zahlungen' }).getByRole('listitem');
  await expect(open).toHaveCount(1);
  await expect(open.getByRole('button', { name: 'Mit Guthaben bezahlen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abo 10+1 kaufen' }).click();

  await expect(page).toHaveURL(/\/testzahlung\/test_cs_/);
  await expect(page.getByText('Abo 10+1 (11 Trainings)')).toBeVisible();
  await expect(page.getByText('CHF 250.00')).toBeVisible();
  await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();

  await expect(page).toHaveURL(/\/zahlungen\?checkout=success$/);
  await expect(page.getByText('11 von 11 Guthaben übrig')).toBeVisible();
  await expect(page.getByText(/^Gültig bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abo 10+1 kaufen' })).toHaveCount(0);

  // The open training, settled with one credit.
  await open.getByRole('button', { name: 'Mit Guthaben bezahlen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Zahlung mit Guthaben verrechnet.' }),
  ).toBeVisible();
  await expect(page.getByText('Keine offenen Zahlungen.')).toBeVisible();
  await expect(page.getByText('10 von 11 Guthaben übrig')).toBeVisible();

  // The next booking, through the sign-up dialog, is paid from the pack at once.
  await page.goto('/tiz-trainings');
  const card = page.getByRole('listitem').filter({ hasText: second });
  await card.getByRole('button', { name: /^Anmelden/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Anmeldung: / });
  await dialog.getByRole('checkbox', { name: 'Mia Zahner' }).check();
  await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await dialog.getByRole('button', { name: '1 Kind(er) anmelden' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: 'Ihre Kinder' })).toContainText('Bezahlt · Guthaben');

  await page.goto('/zahlungen');
  await expect(page.getByText('9 von 11 Guthaben übrig')).toBeVisible();
  const spent = page.getByRole('list', { name: 'Zuletzt mit Guthaben bezahlt' }).getByRole('listitem');
  await expect(spent).toHaveCount(2);
  await expect(spent.first()).toContainText(second);

  await page.getByRole('tab', { name: 'Verlauf' }).click();
  const history = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem');
  const pack = history.filter({ hasText: 'Abo · Kauf' });
  await expect(pack).toContainText('9 von 11 Guthaben übrig');
  await expect(pack).toContainText('CHF 250.00');
  await expect(pack).toContainText('Karte (online)');
  await expect(pack).toContainText('Aktiv');
  for (const title of [first, second]) {
    const payment = history.filter({ hasText: title }).filter({ hasText: 'CHF 25.00' });
    await expect(payment).toContainText('Bezahlt');
    await expect(payment).toContainText('Guthaben');
    await expect(history.filter({ hasText: `Mit Guthaben bezahlt: ${title}` })).toHaveCount(1);
  }
});

test('a parent cancels a camp paid online and sees the refund minus the fee', async ({ page }) => {
  const name = `E2E Camp ${Date.now()}`;
  const server = serverData();
  try {
    const startDate = addDays(zurichToday(new Date()), 30);
    await createCamp(server.database.db, {
      name,
      startDate,
      endDate: addDays(startDate, 4),
      priceCents: 50_000,
    });
  } finally {
    await server.database.close();
  }
  await familyWithChild(page);

  await page.goto('/camps');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: /^Anmelden/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Anmeldung: / });
  await dialog.getByRole('checkbox', { name: 'Mia Zahner' }).check();
  await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await dialog.getByRole('button', { name: '1 Kind(er) anmelden' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/zahlungen');
  await page
    .getByRole('list', { name: 'Offene Zahlungen' })
    .getByRole('button', { name: 'Online bezahlen' })
    .click();
  await expect(page.getByText('CHF 500.00')).toBeVisible();
  await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(page.getByText('Keine offenen Zahlungen.')).toBeVisible();

  await page.goto('/camps');
  await card.getByRole('button', { name: 'Anmeldung bearbeiten' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Rückerstattung: CHF 400.00');
  await confirm.getByRole('button', { name: 'Abmelden' }).click();
  await expect(confirm).toBeHidden();

  // The refund goes through the payment provider after the cancellation (decision 011): "Erstattet" once it has.
  await page.goto('/zahlungen?tab=verlauf');
  const history = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem');
  const camp = history.filter({ hasText: name }).filter({ hasText: 'CHF 500.00' });
  await expect(async () => {
    await page.reload();
    await expect(camp).toContainText(/Erstattet am \d{2}\.\d{2}\.\d{4}/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(camp).toContainText('Rückerstattung CHF 400.00');
  await expect(history.filter({ hasText: `Annullationsgebühr: ${name}` })).toContainText('CHF 100.00');
  // The provider is told the money goes back by itself, so nobody pays it back a second time by hand.
  await expect
    .poll(
      () =>
        mailsTo('info@anpfiff.local').find(
          (m) => m.subject.startsWith('Camp-Abmeldung') && m.subject.includes(`(${name})`),
        )?.text,
      {
        timeout: 15_000,
      },
    )
    .toContain('wird automatisch über Stripe zurückgezahlt');
});
