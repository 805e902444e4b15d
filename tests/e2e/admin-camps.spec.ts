import { eq } from 'drizzle-orm';
import { addDays, formatDateRange, zurichToday } from '../../src/domain/time';
import { camps } from '../../src/server/db/schema';
import { bookCamp, createChild, flyerBytes } from '../factories';
import { expectNoAxeViolations } from './helpers/axe';
import { profileIdOf, serverData } from './helpers/e2e-db';
import { login } from './helpers/login';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// The admin creates a camp with a flyer in the browser and sees it on the card; a parent's registration is arranged
// with the factories and the parent sees the flyer link on /camps; the admin removes the child in the participants
// panel. The camp screen is scanned for accessibility at desktop and phone width.

test('an admin creates a camp with a flyer, a parent sees it, the admin removes a participant', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const name = `E2E Camp ${stamp}`;
  // Person names refuse long digit runs (they could be an AHV number): the family's name is the stamp in letters.
  const family = `Camp${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const start = addDays(zurichToday(new Date()), 30);
  const end = addDays(start, 4);
  const days = formatDateRange(start, end);
  const flyer = await flyerBytes({ title: 'E2E Camp', format: 'png' });
  await login(page, 'admin');

  // The camp, through the form, from the spec's defaults, with a flyer.
  await page.goto('/admin/camps');
  await expect(page.getByRole('heading', { level: 1, name: 'Camps' })).toBeVisible();
  await page.getByRole('button', { name: 'Camp erfassen' }).click();
  const form = page.getByRole('dialog', { name: 'Neues Camp' });
  await expect(form.getByLabel(/^Kapazität/)).toHaveValue('30');
  await expect(form.getByLabel(/^Preis/)).toHaveValue('500.00');
  await expect(form.getByLabel(/^Standort/)).toHaveValue('Rotkreuz');
  await form.getByRole('button', { name: 'Camp erfassen' }).click();
  await expect(form.getByText('Name / Standort / Startdatum ausfüllen.')).toBeVisible();
  await expectNoAxeViolations(form, 'the camp form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Startdatum/).fill(start);
  await form.getByLabel(/^Enddatum/).fill(end);
  await form.getByLabel(/^Powered by/).fill('FC Rotkreuz');
  // A PNG named .jpg: the server reads the type from the bytes.
  await form
    .getByLabel(/^Flyer-Datei/)
    .setInputFiles({ name: 'flyer.jpg', mimeType: 'image/jpeg', buffer: flyer });
  await form.getByRole('button', { name: 'Camp erfassen' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('listitem', { name: `${name}, ${days}` });
  await expect(card).toContainText('Powered by FC Rotkreuz');
  await expect(card).toContainText('09:00–16:00 Uhr');
  await expect(card).toContainText('0 Anmeldungen');
  await expect(card).toContainText('30 Plätze frei');
  await expect(card).toContainText('CHF 500.00');
  const flyerLink = card.getByRole('link', { name: `Flyer ansehen: ${name}` });
  await expect(flyerLink).toHaveAttribute('href', /^\/api\/camps\/[0-9a-f-]+\/flyer\?v=/);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(420);
  await expectNoAxeViolations(page, '/admin/camps');

  // A family registers a child (arranged), and the parent sees the flyer link on /camps.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const { email } = await login(parentPage, 'parent', { firstName: 'Eva', lastName: family });
  const server = serverData();
  let child: string;
  try {
    const db = server.database.db;
    const [camp] = await db.select({ id: camps.id }).from(camps).where(eq(camps.name, name));
    const parentId = await profileIdOf(server, email);
    const lena = await createChild(db, {
      parentId,
      firstName: 'Lena',
      lastName: family,
      dateOfBirth: '2015-03-14',
      jerseySize: 140,
    });
    await bookCamp(db, { campId: camp!.id, childId: lena.id, createdBy: parentId });
    child = `Lena ${family}`;
  } finally {
    await server.database.close();
  }
  await parentPage.goto('/camps');
  const parentCard = parentPage.getByRole('listitem').filter({ hasText: name });
  const parentFlyer = parentCard.getByRole('link', { name: 'Flyer ansehen' });
  await expect(parentFlyer).toHaveAttribute('href', (await flyerLink.getAttribute('href'))!);
  const image = await parentPage.request.get((await parentFlyer.getAttribute('href'))!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('public, max-age=3600');
  expect(Buffer.compare(await image.body(), flyer)).toBe(0);
  await parentContext.close();

  // The admin removes the child in the participants panel.
  await page.reload();
  await expect(card).toContainText('1 Anmeldung');
  await chooseRowAction(card, `${name}, ${days}`, 'Teilnehmende');
  const panel = page.getByRole('dialog', { name: `Teilnehmende: ${name}` });
  const list = panel.getByRole('list', { name: 'Angemeldete Kinder' });
  await expect(list.getByRole('listitem', { name: child })).toContainText('Trikot 140');
  await expectNoAxeViolations(panel, 'the camp participants panel');
  await list
    .getByRole('listitem', { name: child })
    .getByRole('button', { name: `Abmelden: ${child}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Kind abmelden' });
  await expect(confirm).toContainText('von diesem Camp abmelden');
  await confirm.getByRole('button', { name: 'Abmelden' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText(`${child} abgemeldet.`)).toBeVisible();
  await expect(panel.getByText('Noch keine Kinder angemeldet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Schliessen' }).last().click();
  await expect(card).toContainText('0 Anmeldungen');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/camps');
  await expect(page.getByRole('list', { name: 'Kommende Camps' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/camps on a phone');
});
