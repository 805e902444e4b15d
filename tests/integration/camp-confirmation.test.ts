import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campPayments } from '../../src/server/db/schema';
import { mailAttachments } from '../../src/server/features/camp-confirmation/mail-attachment';
import { registerMailWorker } from '../../src/server/integrations/mail';
import { bookCamp, createCamp, createChild, createParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { decodePaymentPartQr, parseSwissQrPayload, pdfText } from '../helpers/pdf-qr';
import { startSmtpServer } from '../helpers/smtp-server';
import { setupTestApp } from '../helpers/test-app';
import { signedInAdmin } from './admin-fixtures';
import { book, zurich } from './booking-fixtures';

// The booking confirmation of a camp registration (issue 30 item 3, decision 054): the PDF read back as a parent
// reads it, who may download it, and the confirmation mail that carries it to a real SMTP server.

const smtp = await startSmtpServer();
const t = setupTestApp({
  SMTP_URL: smtp.url,
  PROVIDER_CONTACT_PHONE: '+41 79 555 12 34',
  PROVIDER_CONTACT_EMAIL: 'notfall@fussballschule.example',
});

beforeAll(async () => {
  await registerMailWorker(t.ctx, { retryDelaySeconds: 1, attachments: mailAttachments(t.ctx) });
});
afterAll(() => smtp.stop());
beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

const SUMMER = {
  name: 'Sommercamp 2026',
  description: 'Am Freitag grillieren wir: bitte Badehose mitnehmen.',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  location: 'Sportanlage Rotkreuz',
};

async function family(firstName = 'Mia') {
  const parent = await createParent(t.ctx.db, { firstName: 'Anna', lastName: 'Muster' });
  const child = await createChild(t.ctx.db, { parentId: parent.id, firstName, lastName: 'Muster' });
  return { parent, child, cookie: await sessionCookieFor(t, parent.id) };
}

function get(cookie: string, path: string) {
  return t.request(`/api${path}`, { headers: { cookie } });
}

async function pdfOf(response: Response): Promise<Uint8Array> {
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="Anmeldebestaetigung-mia-muster-sommercamp-2026.pdf"',
  );
  expect(response.headers.get('cache-control')).toContain('no-store');
  return new Uint8Array(await response.arrayBuffer());
}

/** The PDF's text with the no-break spaces of CHF amounts as plain ones. */
async function textOf(pdf: Uint8Array): Promise<string> {
  return (await pdfText(pdf)).replace(/\u00a0/g, ' ');
}

const confirmationPath = (campId: string, childId: string) =>
  `/camps/${campId}/registrations/${childId}/confirmation.pdf`;

describe('GET /api/camps/:campId/registrations/:childId/confirmation.pdf', () => {
  it('confirms an open registration with its sibling discount, the emergency contact and the QR-bill', async () => {
    const { child, cookie } = await family();
    const camp = await createCamp(t.ctx.db, SUMMER);
    const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    await t.ctx.db
      .update(campPayments)
      .set({ amountCents: 45000, discountCents: 5000, discountPercent: 10, siblingPosition: 2 })
      .where(eq(campPayments.id, campPayment.id));

    const pdf = await pdfOf(await get(cookie, confirmationPath(camp.id, child.id)));

    const text = await textOf(pdf);
    const printed = [
      ...['Anmeldebestätigung Camp', 'Mia Muster', 'Sommercamp 2026', 'Sportanlage Rotkreuz'],
      ...['06.07.2026 – 10.07.2026', '09:00–16:00 Uhr', 'CHF 500.00', 'CHF 450.00', 'Offen'],
      ...['Badehose', 'Schienbeinschoner', '+41 79 555 12 34', 'notfall@fussballschule.example'],
    ];
    for (const part of printed) expect(text).toContain(part);
    expect(text).toMatch(/Geschwisterrabatt 2\. Kind .10 %\s+– CHF 50\.00/);
    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.amount).toBe('450.00');
    expect(payload.referenceType).toBe('QRR');
  });

  it('leaves the QR-bill off a paid registration and says how it was paid', async () => {
    const { child, cookie } = await family();
    const camp = await createCamp(t.ctx.db, SUMMER);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id, status: 'SUCCEEDED', method: 'CASH' });

    const pdf = await pdfOf(await get(cookie, confirmationPath(camp.id, child.id)));

    const text = await textOf(pdf);
    expect(text).toContain('Bezahlt (Bar)');
    expect(text).not.toContain('Zahlteil');
    expect(text).not.toContain('Geschwisterrabatt');
    expect(await decodePaymentPartQr(pdf)).toBeNull();
  });

  it("answers 404 to another family's parent, and for a child not registered", async () => {
    const { child } = await family();
    const other = await family('Lea');
    const camp = await createCamp(t.ctx.db, SUMMER);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });

    expect((await get(other.cookie, confirmationPath(camp.id, child.id))).status).toBe(404);
    expect((await get(other.cookie, confirmationPath(camp.id, other.child.id))).status).toBe(404);
  });
});

describe('GET /api/admin/camps/:campId/participants/:childId/confirmation.pdf', () => {
  it("gives the admin any family's confirmation", async () => {
    const { child } = await family();
    const camp = await createCamp(t.ctx.db, SUMMER);
    await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });
    const { cookie } = await signedInAdmin(t);

    const pdf = await pdfOf(
      await get(cookie, `/admin/camps/${camp.id}/participants/${child.id}/confirmation.pdf`),
    );
    expect(await textOf(pdf)).toContain('Mia Muster');
  });
});

/** The PDF parts of a raw MIME message, decoded from base64. */
function pdfAttachmentsOf(raw: string): { filename: string; pdf: Uint8Array }[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((part) => /content-type: application\/pdf/i.test(part))
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
      return { filename, pdf: new Uint8Array(Buffer.from(body.join('').replace(/\s+/g, ''), 'base64')) };
    });
}

describe('the camp confirmation mail', () => {
  it('carries the confirmation PDF of the booked child, made when the mail is sent', async () => {
    const { parent, child, cookie } = await family();
    const camp = await createCamp(t.ctx.db, SUMMER);

    expect((await book(t, cookie, 'camps', camp.id, [child.id])).status).toBe(201);

    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(parent.email), 15_000);
    expect(mail.subject).toBe('Anmeldung Camp: Sommercamp 2026');
    const attachments = pdfAttachmentsOf(mail.raw);
    expect(attachments.map((a) => a.filename)).toEqual([
      'Anmeldebestaetigung-mia-muster-sommercamp-2026.pdf',
    ]);
    const text = await textOf(attachments[0]?.pdf ?? new Uint8Array());
    expect(text).toContain('Mia Muster');
    expect(text).toContain('Sommercamp 2026');
    expect(await decodePaymentPartQr(attachments[0]?.pdf ?? new Uint8Array())).not.toBeNull();
  });
});
