import { addDays, formatDateRange, zurichToday } from '../../src/domain/time';
import { createCamp } from '../factories';
import { serverData } from './helpers/e2e-db';
import { addChild } from './helpers/family';
import { login } from './helpers/login';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// Questions per offer (issue 30 item 1, decision 055): the admin adds a required question to a camp in its
// participants panel, a parent cannot sign up without answering it, answers, and the admin reads the answer beside
// the child in the panel.

test('a required camp question: the parent must answer it, the admin sees the answer', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const name = `E2E Fragencamp ${stamp}`;
  const family = `Frage${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const start = addDays(zurichToday(new Date()), 30);
  const end = addDays(start, 4);
  const server = serverData();
  try {
    await createCamp(server.database.db, { name, startDate: start, endDate: end });
  } finally {
    await server.database.close();
  }

  // The admin adds "Kann schwimmen?" as a required yes/no question.
  await login(page, 'admin');
  await page.goto('/admin/camps');
  const card = page.getByRole('listitem', { name: `${name}, ${formatDateRange(start, end)}` });
  await chooseRowAction(card, `${name}, ${formatDateRange(start, end)}`, 'Teilnehmende');
  const panel = page.getByRole('dialog', { name: `Teilnehmende: ${name}` });
  const questions = panel.getByRole('region', { name: 'Fragen' });
  await questions.getByRole('button', { name: '+ Frage' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Frage' });
  await form.getByRole('textbox', { name: /^Frage/ }).fill('Kann schwimmen?');
  await form.getByRole('combobox', { name: 'Art' }).selectOption('YES_NO');
  await form.getByRole('checkbox', { name: 'Pflichtfrage' }).check();
  await form.getByRole('button', { name: '+ Frage' }).click();
  await expect(form).toBeHidden();
  await expect(questions.getByRole('listitem', { name: 'Kann schwimmen?' })).toContainText('Pflicht');

  // The parent cannot sign up before answering it.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await login(parentPage, 'parent', { firstName: 'Eva', lastName: family });
  await addChild(parentPage, { firstName: 'Lena', lastName: family });
  await parentPage.goto('/camps');
  const camp = parentPage.getByRole('listitem').filter({ hasText: name });
  await camp.getByRole('button', { name: /^Anmelden/ }).click();
  const dialog = parentPage.getByRole('dialog', { name: /^Anmeldung: / });
  await dialog.getByRole('checkbox', { name: `Lena ${family}` }).check();
  await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  const submit = dialog.getByRole('button', { name: '1 Kind(er) anmelden' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText('Bitte alle Pflichtfragen (*) beantworten.')).toBeVisible();
  await dialog
    .getByRole('region', { name: `Fragen zu Lena ${family}` })
    .getByRole('radio', { name: 'Ja' })
    .check();
  await submit.click();
  await expect(dialog).toBeHidden();
  await parentContext.close();

  // The admin reads the answer beside the child.
  await page.reload();
  await chooseRowAction(card, `${name}, ${formatDateRange(start, end)}`, 'Teilnehmende');
  const child = panel
    .getByRole('list', { name: 'Angemeldete Kinder' })
    .getByRole('listitem', { name: `Lena ${family}` });
  await expect(child).toContainText('Kann schwimmen?:');
  await expect(child).toContainText('Ja');
});
