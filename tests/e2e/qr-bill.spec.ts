import { readFile } from 'node:fs/promises';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../src/domain/time';
import { createSession } from '../factories';
import { decodePaymentPartQr, parseSwissQrPayload, pdfText } from '../helpers/pdf-qr';
import { serverData } from './helpers/e2e-db';
import { SAME_ORIGIN } from './helpers/e2e-env';
import { login } from './helpers/login';
import { expect, test } from './helpers/test';

// The QR-bill (issue 17): a parent with an open training downloads "Einzahlungsschein (QR-Rechnung)" from
// /zahlungen and gets a PDF whose payment part asks for the training's CHF 25.00 under a QR reference. The app runs
// with the demo QR-IBAN (PROVIDER_QR_IBAN unset outside production).

async function training(title: string): Promise<string> {
  const server = serverData();
  try {
    const day = addDays(zurichToday(new Date()), 10);
    const session = await createSession(server.database.db, {
      title,
      startsAt: zurichDateTimeToInstant(day, '10:00'),
      endsAt: zurichDateTimeToInstant(day, '11:45'),
    });
    return session.id;
  } finally {
    await server.database.close();
  }
}

test('a parent downloads the QR-bill of an open training from /zahlungen', async ({ page }) => {
  const title = `E2E QR ${Date.now()}`;
  const sessionId = await training(title);
  await login(page, 'parent', { firstName: 'Vera', lastName: 'Rechner' });
  const created = await page.request.post('/api/children', {
    headers: SAME_ORIGIN,
    data: {
      firstName: 'Tim',
      lastName: 'Rechner',
      dateOfBirth: '2015-05-20',
      jerseySize: 140,
      clubName: null,
      level: null,
      ahv: '7561234567897',
    },
  });
  expect(created.status()).toBe(201);
  const childId = ((await created.json()) as { child: { id: string } }).child.id;
  const booked = await page.request.post(`/api/trainings/${sessionId}/registrations`, {
    headers: SAME_ORIGIN,
    data: { childIds: [childId], acceptTerms: true },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/zahlungen');
  const open = page.getByRole('list', { name: 'Offene Zahlungen' }).getByRole('listitem');
  await expect(open).toContainText(title);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    open.getByRole('link', { name: 'Einzahlungsschein (QR-Rechnung)' }).click(),
  ]);

  expect(download.suggestedFilename()).toMatch(/^QR-Rechnung-\d{8}\.pdf$/);
  const pdf = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
  expect(payload.amount).toBe('25.00');
  expect(payload.currency).toBe('CHF');
  expect(payload.referenceType).toBe('QRR');
  expect(payload.reference).toMatch(/^\d{27}$/);
  const text = await pdfText(pdf);
  expect(text).toContain(title);
  expect(text).toContain('Tim Rechner');
  expect(text).toContain('CHF 25.00');
});
