import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { createSession } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// The message log (decision 051): a parent signs in and books; under /profile "Nachrichten" they find the booking
// mail, sent, and the sign-in mail by its subject without its code; the admin finds the same under the parent.

test('a parent and the admin see the mails sent to the parent, the sign-in code never', async ({ page }) => {
  const title = `E2E Nachrichten ${Date.now()}`;
  const family = `Protokoll${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const day = addDays(zurichToday(new Date()), 8);
  const server = serverData();
  let sessionId: string;
  try {
    const session = await createSession(server.database.db, {
      title,
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:30'),
    });
    sessionId = session.id;
  } finally {
    await server.database.close();
  }

  const { email } = await login(page, 'parent', { firstName: 'Nora', lastName: family });
  const code = /^(\d{6})$/m.exec(
    mailsTo(email).find((m) => m.subject.startsWith('Ihr Anmeldecode'))?.text ?? '',
  )?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const child = await page.request.post('/api/children', {
    headers: SAME_ORIGIN,
    data: {
      firstName: 'Mia',
      lastName: family,
      dateOfBirth: '2016-04-04',
      jerseySize: 128,
      clubName: null,
      level: null,
      ahv: '7561234567897',
    },
  });
  expect(child.status()).toBe(201);
  const { child: created } = (await child.json()) as { child: { id: string } };
  const booked = await page.request.post(`/api/trainings/${sessionId}/registrations`, {
    headers: SAME_ORIGIN,
    data: { childIds: [created.id], acceptTerms: true },
  });
  expect(booked.status()).toBe(201);
  await expect
    .poll(() => mailsTo(email).filter((m) => m.subject.startsWith(`Anmeldung: ${title}`)).length)
    .toBe(1);

  await page.goto('/profile');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Nachrichten' }) });
  const booking = section.getByRole('listitem').filter({ hasText: `Anmeldung: ${title}` });
  await expect(async () => {
    await page.reload();
    await expect(booking).toContainText('Versendet', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(booking).toContainText('E-Mail');
  await expect(section.getByRole('listitem').filter({ hasText: 'Ihr Anmeldecode' })).toContainText(
    'Versendet',
  );
  await expect(section).not.toContainText(code!);

  await page.context().clearCookies();
  await login(page, 'admin');
  await page.goto('/admin/eltern');
  await page.getByLabel('Suche').fill(family);
  const row = page.getByRole('row', { name: new RegExp(`^Nora ${family}`) });
  await chooseRowAction(row, `Nora ${family}`, 'Nachrichten');
  const dialog = page.getByRole('dialog', { name: `Nachrichten an Nora ${family}` });
  await expect(dialog.getByRole('listitem').filter({ hasText: `Anmeldung: ${title}` })).toContainText(
    'Versendet',
  );
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Ihr Anmeldecode' })).toBeVisible();
  await expect(dialog).not.toContainText(code!);
});
