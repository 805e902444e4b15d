import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { createSession } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// Issue 16: a full training; a parent puts a child on the waitlist; the family holding the seat cancels; the
// waiting child is booked at once and the parent gets "Ein Platz ist frei geworden".

const child = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  dateOfBirth: '2015-03-14',
  jerseySize: 140,
  clubName: null,
  level: null,
  ahv: '7561234567897',
});

test('a parent joins the waitlist of a full training and gets the seat another family frees', async ({
  page,
  browser,
}) => {
  const title = `E2E Warteliste ${Date.now()}`;
  const day = addDays(zurichToday(new Date()), 8);
  const server = serverData();
  let sessionId: string;
  try {
    const session = await createSession(server.database.db, {
      title,
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:45'),
      capacity: 1,
    });
    sessionId = session.id;
  } finally {
    await server.database.close();
  }

  // Another family holds the only seat (state through the API).
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  await login(holderPage, 'parent', { firstName: 'Beat', lastName: 'Halter' });
  const created = await holderPage.request.post('/api/children', {
    data: child('Tim', 'Halter'),
    headers: SAME_ORIGIN,
  });
  const holderChild = ((await created.json()) as { child: { id: string } }).child.id;
  const booked = await holderPage.request.post(`/api/trainings/${sessionId}/registrations`, {
    data: { childIds: [holderChild], acceptTerms: true },
    headers: SAME_ORIGIN,
  });
  expect(booked.status()).toBe(201);

  const { email } = await login(page, 'parent', { firstName: 'Eva', lastName: 'Warter' });
  expect(
    (
      await page.request.post('/api/children', { data: child('Lena', 'Warter'), headers: SAME_ORIGIN })
    ).status(),
  ).toBe(201);

  await page.goto('/tiz-trainings');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: /^Auf die Warteliste/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Anmeldung: / });
  await expect(dialog).toContainText('Ausgebucht. Sie können Ihre Kinder auf die Warteliste setzen');
  await dialog.getByRole('checkbox', { name: 'Lena Warter' }).check();
  await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await dialog.getByRole('button', { name: '1 Kind auf die Warteliste' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Auf der Warteliste: Platz 1.' })).toBeVisible();
  await expect(card).toContainText('Warteliste: Platz 1');

  // The holder cancels: the seat goes to Lena in the same transaction.
  const cancelled = await holderPage.request.delete(
    `/api/trainings/${sessionId}/registrations/${holderChild}`,
    {
      headers: SAME_ORIGIN,
    },
  );
  expect(cancelled.status()).toBe(200);
  await holderContext.close();

  await page.reload();
  const registered = card.getByRole('list', { name: 'Ihre Kinder' });
  await expect(registered.getByRole('listitem').filter({ hasText: 'Lena Warter' })).toContainText(
    'Angemeldet',
  );
  await expect(card).not.toContainText('Warteliste: Platz');
  await expect
    .poll(() => mailsTo(email).filter((m) => m.subject === `Ein Platz ist frei geworden: ${title}`).length)
    .toBe(1);
});
