import { addDays, formatWeekdayDate, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { assignTrainer, createSession, createTrainer } from '../factories';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { mailsTo } from './helpers/mailbox';
import { expect, test } from './helpers/test';

// A parent books two children for a training, sees both registered with their open payments, and cancels one on
// time (unpaid: free, the dialog names the deadline first). The confirmation mails arrive over SMTP.

const child = (firstName: string) => ({
  firstName,
  lastName: 'Buchmann',
  dateOfBirth: '2015-03-14',
  jerseySize: 140,
  clubName: null,
  level: null,
  ahv: '7561234567897',
});

test('a parent books two children for a training and cancels one on time', async ({ page }) => {
  const title = `E2E Training ${Date.now()}`;
  const day = addDays(zurichToday(new Date()), 8);
  const server = serverData();
  try {
    const db = server.database.db;
    const session = await createSession(db, {
      title,
      focus: 'Passspiel',
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:45'),
      capacity: 12,
    });
    const trainer = await createTrainer(db, { firstName: 'Luca', lastName: 'Bühler' });
    await assignTrainer(db, { sessionId: session.id, trainerId: trainer.id });
  } finally {
    await server.database.close();
  }
  const { email } = await login(page, 'parent', { firstName: 'Eva', lastName: 'Buchmann' });
  for (const name of ['Lena', 'Noah']) {
    expect(
      (await page.request.post('/api/children', { data: child(name), headers: SAME_ORIGIN })).status(),
    ).toBe(201);
  }

  await page.goto('/tiz-trainings');
  await expect(page.getByRole('heading', { level: 1, name: 'TIZ Trainings' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('12 Plätze frei');
  await expect(card).toContainText('Trainer: Luca Bühler');
  await expect(card).toContainText(formatWeekdayDate(day));
  await expect(card).toContainText('10:00–11:45 Uhr');

  // Sign up both: the button counts the ticked children and waits for the terms.
  await card.getByRole('button', { name: /^Anmelden/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Anmeldung: / });
  const submit = dialog.getByRole('button', { name: /Kind\(er\) anmelden$/ });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Lena Buchmann' }).check();
  await dialog.getByRole('checkbox', { name: 'Noah Buchmann' }).check();
  await expect(submit).toHaveText('2 Kind(er) anmelden');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 Kinder angemeldet.' })).toBeVisible();

  // Both registered, both payments open (CHF 25 each), a way to pay, one seat fewer each.
  const registered = card.getByRole('list', { name: 'Ihre Kinder' });
  await expect(registered.getByRole('listitem')).toHaveCount(2);
  for (const name of ['Lena Buchmann', 'Noah Buchmann']) {
    const row = registered.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Angemeldet');
    await expect(row).toContainText('Offen');
  }
  await expect(card.getByRole('link', { name: 'Zu den Zahlungen' })).toBeVisible();
  await expect(card).toContainText('10 Plätze frei');
  await expect
    .poll(() => mailsTo(email).filter((m) => m.subject.startsWith(`Anmeldung: ${title}`)).length)
    .toBe(1);

  // Cancel Lena: the dialog names the deadline (the day before, 14:00 Zurich time) and that it is free.
  await card.getByRole('button', { name: /^Anmeldung bearbeiten/ }).click();
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'Lena Buchmann' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Abmelden' });
  await expect(confirm).toContainText(
    `Abmeldung mit Gutschrift bis ${formatWeekdayDate(addDays(day, -1))}, 14:00 Uhr möglich.`,
  );
  await expect(confirm).toContainText('Noch nicht bezahlt: Die Abmeldung ist kostenlos.');
  await confirm.getByRole('button', { name: 'Abmelden' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Abgemeldet. Die Abmeldung war kostenlos.' }),
  ).toBeVisible();
  await expect(registered.getByRole('listitem')).toHaveCount(1);
  await expect(registered).toContainText('Noah Buchmann');
  await expect(card).toContainText('11 Plätze frei');
  await expect
    .poll(() => mailsTo(email).filter((m) => m.subject.startsWith(`Abmeldung: ${title}`)).length)
    .toBe(1);
});
