import { readFile } from 'node:fs/promises';
import { addDays, zurichToday } from '../../src/domain/time';
import { createCamp } from '../factories';
import { pdfText } from '../helpers/pdf-qr';
import { serverData } from './helpers/e2e-db';
import { addChild } from './helpers/family';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The camp confirmation (issue 30 item 3, decision 054): a parent books a camp and downloads the registration's
// confirmation from /camps; the file is a PDF that names the child and the camp.

test('a parent books a camp and downloads its confirmation PDF', async ({ page }) => {
  const name = `E2E Bestätigungscamp ${Date.now()}`;
  const start = addDays(zurichToday(new Date()), 30);
  const server = serverData();
  try {
    await createCamp(server.database.db, { name, startDate: start, endDate: addDays(start, 4) });
  } finally {
    await server.database.close();
  }

  await login(page, 'parent', { firstName: 'Eva', lastName: 'Beleg' });
  await addChild(page, { firstName: 'Lina', lastName: 'Beleg' });
  await page.goto('/camps');
  const camp = page.getByRole('listitem').filter({ hasText: name });
  await camp.getByRole('button', { name: /^Anmelden/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Anmeldung: / });
  await dialog.getByRole('checkbox', { name: 'Lina Beleg' }).check();
  await dialog.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await dialog.getByRole('button', { name: '1 Kind(er) anmelden' }).click();
  await expect(dialog).toBeHidden();

  const link = camp.getByRole('link', { name: 'Anmeldebestätigung für Lina Beleg (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Anmeldebestaetigung-lina-beleg-.*\.pdf$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const text = (await pdfText(bytes)).replace(/\u00a0/g, ' ');
  expect(text).toContain('Lina Beleg');
  expect(text).toContain(name);
});
