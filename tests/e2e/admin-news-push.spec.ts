import { createParent, createPhotoFolder, createPushSubscription } from '../factories';
import { createPhotoOnDisk } from '../factories/photo-files';
import { type PushEndpoint, startPushEndpoint } from '../helpers/push-endpoint';
import { expectNoAxeViolations } from './helpers/axe';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { e2ePushTls } from './helpers/e2e-push';
import { login } from './helpers/login';
import { chooseRowAction } from './helpers/row-actions';
import { expect, test } from './helpers/test';

// The back office's Neuigkeiten and Push against a local HTTPS push service that decrypts what the app sends (the
// app trusts its certificate, playwright.config.ts). A parent's device is registered through the app's own
// subscription API; the admin publishes a news item with a picture of the news folder and its push, the device
// receives the push and the parent reads the text on the dashboard exactly as typed. The compose dialog's rules
// and texts, a send to one chosen parent and its recipients; axe scans of both pages.

let push: PushEndpoint;
test.beforeAll(async () => {
  push = await startPushEndpoint({ tls: e2ePushTls() });
});
test.afterAll(async () => {
  await push?.stop();
});

test('the admin publishes a news item with a picture and a push; the parent device receives it', async ({
  page,
  browser,
}) => {
  const family = `News${Date.now().toString(36)}`;
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await login(parentPage, 'parent', { firstName: 'Lea', lastName: family });
  const device = push.device();
  const subscribed = await parentPage.request.post('/api/push/subscriptions', {
    headers: SAME_ORIGIN,
    data: { subscription: { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } } },
  });
  expect(subscribed.status()).toBe(201);

  const server = serverData();
  try {
    const folder = await createPhotoFolder(server.database.db, {
      name: `News ${family}`,
      isNewsFolder: true,
    });
    await createPhotoOnDisk(server.database.db, server.photosDir, {
      driveFolderId: folder.id,
      filename: `${family}.jpg`,
      width: 640,
      height: 480,
    });
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  await page.goto('/admin/neuigkeiten');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();
  await page.getByRole('button', { name: 'Neue Neuigkeit' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Neuigkeit' });

  // Both fields are required, with the spec's text.
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bitte Titel und Inhalt ausfüllen.');

  const title = `Trainingszeiten ${family}`;
  const content = 'Ab Montag um 17 Uhr.\n<b>Bitte</b> pünktlich sein <script>alert(1)</script>';
  await form.getByLabel(/^Titel/).fill(title);
  await form.getByLabel(/^Inhalt/).fill(content);

  await form.getByRole('button', { name: 'Bild wählen' }).click();
  const picker = form.getByRole('region', { name: 'Bild aus dem News-Ordner wählen' });
  const choice = picker.getByRole('button', { name: `Bild ${family}.jpg wählen` });
  await expect(choice.locator('img')).toHaveAttribute('src', /size=600&quality=70/);
  await choice.click();
  await expect(picker).toHaveCount(0);
  await expect(form.getByRole('img', { name: `Bild zu «${title}»` })).toHaveAttribute('src', /size=1200/);

  await form.getByLabel('Beim Veröffentlichen eine Push-Benachrichtigung an alle Eltern senden').check();
  await form.getByLabel('Push-Titel').fill('Neue Trainingszeiten');
  await expect(form).toContainText('20/50 Zeichen');
  await expectNoAxeViolations(form, 'the news form');
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Neuigkeit veröffentlicht\. Die Push-Benachrichtigung geht an \d+ Ger/ }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toContainText('mit Push');
  await expectNoAxeViolations(page, '/admin/neuigkeiten');

  // The parent's device: the push, decrypted, with the admin's title and the news' opening as its message.
  await expect.poll(() => push.received(device).length, { timeout: 20_000 }).toBe(1);
  expect(push.received(device)[0]!.payload).toMatchObject({
    title: 'Neue Trainingszeiten',
    body: content.slice(0, 200),
    url: '/dashboard',
  });

  // The dashboard shows the text as typed: the markup is text, nothing of it runs or formats.
  await parentPage.goto('/dashboard');
  const item = parentPage.getByRole('article', { name: title });
  await expect(item).toContainText('<b>Bitte</b> pünktlich sein <script>alert(1)</script>');
  await expect(item.locator('b, script')).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Bild zu «${title}» vergrössern` })).toBeVisible();
  await parentContext.close();
});

test('the compose dialog explains its rules; a send to one chosen parent shows the result and its recipient', async ({
  page,
}) => {
  const family = `Push${Date.now().toString(36)}`;
  const device = push.device();
  const server = serverData();
  let email: string;
  try {
    const parent = await createParent(server.database.db, { firstName: 'Mara', lastName: family });
    email = parent.email;
    await createPushSubscription(server.database.db, {
      userId: parent.id,
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      deviceInfo: null,
    });
  } finally {
    await server.database.close();
  }

  await login(page, 'admin');
  await page.goto('/admin/push');
  await expect(page.getByRole('heading', { level: 1, name: 'Push-Benachrichtigungen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kennzahlen Push' })).toContainText('Geräte pro Elternteil');
  await page.getByRole('tab', { name: 'Abonnenten' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Mara ${family}`) })).toContainText(
    'Unbekanntes Gerät',
  );
  await page.getByRole('tab', { name: 'Push-Historie' }).click();

  await page.getByRole('button', { name: 'Neue Push' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Push-Benachrichtigung' });
  const sendButton = dialog.getByRole('button', { name: 'Senden' });
  await expect(sendButton).toBeDisabled();
  await expect(dialog).toContainText('Bitte Titel und Nachricht ausfüllen.');
  await dialog.getByLabel(/^Titel/).fill('   ');
  await dialog.getByLabel(/^Nachricht/).fill('Heute kein Training.');
  await expect(sendButton).toBeDisabled();
  await expect(dialog).toContainText('Bitte Titel und Nachricht ausfüllen.');
  await dialog.getByLabel(/^Titel/).fill('Training fällt aus');
  await expect(dialog).toContainText('18/50 Zeichen');
  await expect(dialog).toContainText('20/200 Zeichen');
  await expect(sendButton).toBeEnabled();
  await expect(dialog.getByLabel('Zielseite')).toHaveValue('/dashboard');
  await dialog.getByLabel('Zielseite').selectOption('/tiz-trainings');

  await dialog.getByLabel('Ausgewählte Eltern').check();
  await expect(sendButton).toBeDisabled();
  await expect(dialog).toContainText('Bitte wählen Sie mindestens einen Elternteil aus.');
  await dialog.getByLabel('Eltern suchen (Name oder E-Mail)').fill('niemand-heisst-so');
  await expect(dialog).toContainText('Keine Eltern gefunden');
  await dialog.getByLabel('Eltern suchen (Name oder E-Mail)').fill(email!.toUpperCase());
  await dialog.getByRole('button', { name: 'Alle auswählen' }).click();
  await expect(dialog).toContainText('1 Elternteil ausgewählt');
  await expect(dialog.getByLabel(new RegExp(`Mara ${family}`))).toBeChecked();
  await expectNoAxeViolations(dialog, 'the compose dialog');
  await sendButton.click();

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Push-Benachrichtigung erfolgreich gesendet an 1 Empfänger!' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(push.received(device)[0]!.payload).toMatchObject({
    title: 'Training fällt aus',
    url: '/tiz-trainings',
  });

  const card = page.getByRole('article', { name: 'Training fällt aus' }).first();
  await expect(card).toContainText('Ein Elternteil');
  await expect(card).toContainText('Ziel: /tiz-trainings');
  await expect(card).toContainText('1 gesendet');
  await expect(card.locator('time')).toHaveText(
    /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d\d\.\d\d\.\d{4}, \d\d:\d\d$/,
  );
  await chooseRowAction(card, 'Training fällt aus', 'Empfänger');
  const recipients = page.getByRole('dialog', { name: 'Empfänger: Training fällt aus' });
  // The message log's state (decision 051): the push service took it; whether the phone showed it, nobody reports.
  await expect(recipients.getByRole('row', { name: new RegExp(`Mara ${family}`) })).toContainText(
    'Versendet',
  );
  await expectNoAxeViolations(recipients, 'the recipients dialog');
  await recipients.getByRole('button', { name: 'Schliessen' }).click();

  await chooseRowAction(card, 'Training fällt aus', 'Löschen');
  const confirm = page.getByRole('alertdialog', { name: 'Push-Benachrichtigung löschen?' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Push-Benachrichtigung gelöscht.' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/push');
});
