import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { addDays, formatWeekdayDate, zurichToday } from '../../src/domain/time';
import { sessions } from '../../src/server/db/schema';
import { bookSession, createChild, createParent } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// The admin creates a trainer and a weekly training in the browser; a family's booking is arranged with the
// factories; in the participants panel the admin adds a second child, removes the first and downloads the CSV.

test('an admin runs a weekly training from the back office', async ({ page }) => {
  // Letters too: 13 digits in a name read as an AHV number and are refused.
  const stamp = Date.now().toString(36);
  const title = `E2E Serie ${stamp}`;
  // The trainer form refuses names with long digit runs (an AHV number could hide there): the stamp in letters.
  const trainerLast = `Trainer${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const day = addDays(zurichToday(new Date()), 8);
  await login(page, 'admin');

  // A trainer, through the form.
  await page.goto('/admin/trainer');
  await expect(page.getByRole('heading', { level: 1, name: 'Ausbildner' })).toBeVisible();
  await page.getByRole('button', { name: 'Ausbildner hinzufügen' }).click();
  const trainerDialog = page.getByRole('dialog', { name: 'Neuer Ausbildner' });
  await trainerDialog.getByLabel(/^Vorname/).fill('Luca');
  await trainerDialog.getByLabel(/^Nachname/).fill(trainerLast);
  await trainerDialog.getByLabel(/^Geburtsdatum/).fill('1990-04-02');
  await trainerDialog.getByLabel(/^AHV-Nummer/).fill('756.1234.5678.97');
  await trainerDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ausbildner gespeichert.' })).toBeVisible();
  const trainerRow = page.getByRole('row').filter({ hasText: `Luca ${trainerLast}` });
  await expect(trainerRow).toContainText('756.****.**78.97');
  await expectNoAxeViolations(page, '/admin/trainer');

  // A weekly series of two trainings with that trainer, from the spec's defaults.
  await page.goto('/admin/trainings');
  await page.getByRole('button', { name: 'Training erfassen' }).click();
  const form = page.getByRole('dialog', { name: 'Neues Training' });
  await expect(form.getByLabel(/^Kapazität/)).toHaveValue('30');
  await expect(form.getByLabel(/^Preis/)).toHaveValue('25.00');
  await expectNoAxeViolations(form, 'the training form');
  await form.getByLabel(/^Titel/).fill(title);
  await form.getByLabel(/^Datum/).fill(day);
  await form.getByLabel(/^Anzahl Wochen/).fill('2');
  await form.getByRole('checkbox', { name: `Luca ${trainerLast}` }).check();
  await form.getByRole('button', { name: '2 Trainings erfassen' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 Trainings erfasst.' })).toBeVisible();
  for (const date of [day, addDays(day, 7)]) {
    const row = page
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ hasText: formatWeekdayDate(date) });
    await expect(row).toContainText('10:00–11:45');
    await expect(row).toContainText(`Luca ${trainerLast}`);
    await expect(row).toContainText('0 / 30');
  }

  // A family: Mia is booked by her parent (arranged), Noah is added by the admin.
  const server = serverData();
  let family: { mia: string; noah: string };
  try {
    const db = server.database.db;
    const parent = await createParent(db, { firstName: 'Eva', lastName: `Familie${stamp}` });
    const mia = await createChild(db, { parentId: parent.id, firstName: 'Mia', dateOfBirth: '2015-03-14' });
    const noah = await createChild(db, { parentId: parent.id, firstName: 'Noah', dateOfBirth: '2014-02-01' });
    const [first] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.title, title)))
      .orderBy(sessions.startsAt)
      .limit(1);
    await bookSession(db, { sessionId: first!.id, childId: mia.id, createdBy: parent.id });
    family = { mia: `Mia ${mia.lastName}`, noah: `Noah ${noah.lastName}` };
  } finally {
    await server.database.close();
  }

  await page.reload();
  await chooseRowAction(page, `${title}, ${formatWeekdayDate(day)}`, 'Teilnehmende');
  const panel = page.getByRole('dialog', { name: `Teilnehmende: ${title}` });
  const list = panel.getByRole('list', { name: 'Angemeldete Kinder' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: family.mia })).toContainText('Offen');
  await expectNoAxeViolations(panel, 'the participants panel');

  await panel.getByRole('button', { name: '+ Kind' }).click();
  await panel.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(panel.getByText('Bitte wählen Sie ein Kind aus.')).toBeVisible();
  await panel.getByLabel(/^Kind suchen/).fill(`Noah Familie${stamp}`);
  await panel.getByRole('radio', { name: new RegExp(family.noah) }).check();
  await panel.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(
    panel.getByText(`${family.noah} angemeldet. Eine offene Zahlung wurde erstellt.`),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('listitem', { name: family.mia }).getByRole('button', { name: 'Abmelden' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kind abmelden' });
  await confirm.getByRole('button', { name: 'Abmelden' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText(`${family.mia} abgemeldet.`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: family.noah })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'CSV exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^teilnehmende-e2e-serie-[0-9a-z]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines).toEqual([
    'Name;Geburtsdatum;Verein;Trikotgrösse;Elternteil;Mobile;Zahlungsstatus',
    expect.stringMatching(new RegExp(`^${family.noah};01\\.02\\.2014;.*;Eva Familie${stamp};.*;Offen$`)),
  ]);

  await panel.getByRole('button', { name: 'Schliessen' }).last().click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: formatWeekdayDate(day) })
      .filter({ hasText: title }),
  ).toContainText('1 / 30');
  await expectNoAxeViolations(page, '/admin/trainings');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Nächste Trainings' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/trainings');
  await expect(page.getByRole('list', { name: 'Kommende Trainings' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/trainings on a phone');
});
