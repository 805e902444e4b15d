import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../src/domain/errors';
import { bankReferences, payments } from '../../src/server/db/schema';
import { findBankReference } from '../../src/server/features/qr-bill/bank-reference-queries';
import {
  bookCamp,
  bookSession,
  createCamp,
  createCampCancellationFee,
  createChild,
  createParent,
  createSession,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { decodePaymentPartQr, parseSwissQrPayload, pdfText } from '../helpers/pdf-qr';
import { setupTestApp } from '../helpers/test-app';
import { signedInAdmin } from './admin-fixtures';
import { zurich } from './booking-fixtures';

// The QR-bill downloads (issue 17, decision 034): the PDF a parent or an admin gets, read back as a bank would (the
// QR code rendered and decoded), and every refusal, which stores nothing.

const t = setupTestApp();

async function family() {
  const parent = await createParent(t.ctx.db, { firstName: 'Anna', lastName: 'Muster' });
  const child = await createChild(t.ctx.db, { parentId: parent.id, firstName: 'Mia', lastName: 'Muster' });
  return { parent, child, cookie: await sessionCookieFor(t, parent.id) };
}

async function openTraining(childId: string) {
  const session = await createSession(t.ctx.db, {
    title: 'TIZ Training',
    startsAt: zurich('2026-05-04', '17:00'),
  });
  return (await bookSession(t.ctx.db, { sessionId: session.id, childId })).payment;
}

function get(cookie: string, path: string) {
  return t.request(`/api${path}`, { headers: { cookie } });
}

async function pdfOf(response: Response): Promise<Uint8Array> {
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="QR-Rechnung-\d{8}\.pdf"$/,
  );
  expect(response.headers.get('cache-control')).toContain('no-store');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
}

async function referencesOf(parentId: string) {
  return t.ctx.db.select().from(bankReferences).where(eq(bankReferences.parentId, parentId));
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBe(errorMessages[code as keyof typeof errorMessages]);
}

describe('GET /api/payments/:kind/:id/qr-bill.pdf', () => {
  it('answers a PDF whose QR code pays the payment to the provider under its stored reference', async () => {
    const { parent, child, cookie } = await family();
    const payment = await openTraining(child.id);

    const pdf = await pdfOf(await get(cookie, `/payments/training/${payment.id}/qr-bill.pdf`));

    const [stored] = await referencesOf(parent.id);
    expect(stored?.amountCents).toBe(2500);
    const qr = await decodePaymentPartQr(pdf);
    expect(qr).not.toBeNull();
    const payload = parseSwissQrPayload(qr ?? '');
    expect(payload.header).toEqual(['SPC', '0200', '1']);
    expect(payload.account).toBe('CH4431999123000889012');
    expect(payload.creditor).toEqual({
      addressType: 'S',
      name: 'Fussballschule Rotkreuz',
      street: 'Bahnhofstrasse',
      building: '1',
      postcode: '6343',
      town: 'Rotkreuz',
      country: 'CH',
    });
    expect(payload.amount).toBe('25.00');
    expect(payload.currency).toBe('CHF');
    expect(payload.referenceType).toBe('QRR');
    expect(payload.reference).toBe(stored?.reference);
    expect(payload.message).toBe('TIZ Training, Mia Muster');
    expect(payload.trailer).toBe('EPD');

    const found = await findBankReference(t.ctx.db, payload.reference);
    expect(found?.items).toEqual([
      { kind: 'training', id: payment.id, amountCents: 2500, status: 'REQUIRES_PAYMENT' },
    ]);
    const text = await pdfText(pdf);
    expect(text).toContain('Anna Muster');
    expect(text).toContain('04.05.2026');
    expect(text).toContain('CHF 25.00');
  });

  it('answers the same reference when asked again', async () => {
    const { parent, child, cookie } = await family();
    const payment = await openTraining(child.id);
    await pdfOf(await get(cookie, `/payments/training/${payment.id}/qr-bill.pdf`));
    await pdfOf(await get(cookie, `/payments/training/${payment.id}/qr-bill.pdf`));
    expect(await referencesOf(parent.id)).toHaveLength(1);
  });

  it('refuses a paid payment with a German message and stores nothing', async () => {
    const { parent, child, cookie } = await family();
    const session = await createSession(t.ctx.db);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: child.id,
      status: 'SUCCEEDED',
    });
    const response = await get(cookie, `/payments/training/${payment.id}/qr-bill.pdf`);
    await expectRefused(response, 409, 'PAYMENT_NOT_PAYABLE');
    expect(errorMessages.PAYMENT_NOT_PAYABLE).toBe('Diese Zahlung ist nicht mehr offen.');
    expect(await referencesOf(parent.id)).toEqual([]);
  });

  it("answers 404 for another family's payment, an unknown kind or id, and stores nothing", async () => {
    const own = await family();
    const other = await family();
    const payment = await openTraining(other.child.id);
    for (const path of [
      `/payments/training/${payment.id}/qr-bill.pdf`,
      `/payments/camp/${payment.id}/qr-bill.pdf`,
      `/payments/lesson/${payment.id}/qr-bill.pdf`,
      '/payments/training/not-a-uuid/qr-bill.pdf',
    ]) {
      await expectRefused(await get(own.cookie, path), 404, 'NOT_FOUND');
    }
    expect(await referencesOf(own.parent.id)).toEqual([]);
    expect(await referencesOf(other.parent.id)).toEqual([]);
  });
});

describe('GET /api/payments/qr-bill.pdf', () => {
  it("bills all the family's open payments together, each line and their total", async () => {
    const { parent, child, cookie } = await family();
    const sister = await createChild(t.ctx.db, { parentId: parent.id, firstName: 'Lea', lastName: 'Muster' });
    const training = await openTraining(child.id);
    const camp = await createCamp(t.ctx.db, { name: 'Sommercamp 2026', startDate: '2026-07-06' });
    const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: sister.id });
    const fee = await createCampCancellationFee(t.ctx.db, {
      childId: child.id,
      campId: camp.id,
      status: 'FAILED',
    });
    const paid = await bookSession(t.ctx.db, {
      sessionId: (await createSession(t.ctx.db)).id,
      childId: child.id,
      status: 'SUCCEEDED',
    });

    const pdf = await pdfOf(await get(cookie, '/payments/qr-bill.pdf'));

    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    const total = 2500 + campPayment.amountCents + fee.amountCents;
    expect(payload.amount).toBe((total / 100).toFixed(2));
    expect(payload.message).toBe('3 offene Zahlungen');
    const found = await findBankReference(t.ctx.db, payload.reference);
    expect(found?.amountCents).toBe(total);
    expect(found?.items.map((i) => i.id).sort()).toEqual([training.id, campPayment.id, fee.id].sort());
    expect(found?.items.map((i) => i.id)).not.toContain(paid.payment.id);
    const text = await pdfText(pdf);
    for (const line of [
      'TIZ Training',
      'Sommercamp 2026',
      'Annullationsgebühr: Sommercamp 2026',
      'Lea Muster',
    ])
      expect(text).toContain(line);
    expect(text).toContain('06.07.2026');
  });

  it('leaves a payment of CHF 0 off the bill, and refuses it alone', async () => {
    const { parent, child, cookie } = await family();
    const owed = await openTraining(child.id);
    const free = await openTraining(child.id);
    await t.ctx.db.update(payments).set({ amountCents: 0 }).where(eq(payments.id, free.id));

    const pdf = await pdfOf(await get(cookie, '/payments/qr-bill.pdf'));
    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.amount).toBe('25.00');
    expect((await findBankReference(t.ctx.db, payload.reference))?.items.map((i) => i.id)).toEqual([owed.id]);
    await expectRefused(
      await get(cookie, `/payments/training/${free.id}/qr-bill.pdf`),
      409,
      'PAYMENT_NOT_PAYABLE',
    );
    expect(await referencesOf(parent.id)).toHaveLength(1);
  });

  it('answers 404 when nothing is open, storing nothing', async () => {
    const { parent, cookie } = await family();
    await expectRefused(await get(cookie, '/payments/qr-bill.pdf'), 404, 'NOT_FOUND');
    expect(await referencesOf(parent.id)).toEqual([]);
  });
});

describe('GET /api/admin/payments/:kind/:id/qr-bill.pdf', () => {
  it("bills any family's open payment to the parent who registered the child", async () => {
    const { parent, child } = await family();
    const { cookie } = await signedInAdmin(t);
    const camp = await createCamp(t.ctx.db, { name: 'Herbstcamp 2026' });
    const { campPayment } = await bookCamp(t.ctx.db, { campId: camp.id, childId: child.id });

    const pdf = await pdfOf(await get(cookie, `/admin/payments/camp/${campPayment.id}/qr-bill.pdf`));

    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.amount).toBe((campPayment.amountCents / 100).toFixed(2));
    const [stored] = await referencesOf(parent.id);
    expect(payload.reference).toBe(stored?.reference);
    const text = await pdfText(pdf);
    expect(text).toContain('Anna Muster');
    expect(text).toContain('Herbstcamp 2026');
  });

  it('refuses a paid payment and an unknown one', async () => {
    const { child } = await family();
    const { cookie } = await signedInAdmin(t);
    const session = await createSession(t.ctx.db);
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: child.id,
      status: 'REFUNDED',
    });
    await expectRefused(
      await get(cookie, `/admin/payments/training/${payment.id}/qr-bill.pdf`),
      409,
      'PAYMENT_NOT_PAYABLE',
    );
    await expectRefused(
      await get(cookie, `/admin/payments/campFee/${payment.id}/qr-bill.pdf`),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /api/branding', () => {
  it('tells the web that QR-bills are on', async () => {
    const body = (await (await t.request('/api/branding')).json()) as { qrBill: boolean };
    expect(body.qrBill).toBe(true);
  });
});
