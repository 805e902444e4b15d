import { describe, expect, it } from 'vitest';
import {
  decodePaymentPartQr,
  parseSwissQrPayload,
  pdfPageCount,
  pdfText,
} from '../../../../tests/helpers/pdf-qr';
import { loadConfig } from '../../config';
import { qrBillLineOf, qrBillMessageOf } from './qr-bill-lines';
import { type QrBillLine, renderQrBillPdf } from './render-qr-bill-pdf';

// The demo's creditor, the one `npm start` bills with (config.test.ts states its values).
const demoCreditor = loadConfig({}).qrBill;
if (!demoCreditor) throw new Error('outside production the demo has a QR-bill creditor');
const creditor = demoCreditor;

/** A bill's parts beside its lines; a test changes what it is about. */
const billParts = {
  creditor,
  contact: { email: 'info@example.ch', phone: '+41 41 000 00 00' },
  debtorName: 'Anna Muster',
  debtorEmail: 'anna@example.ch',
  issuedOn: '24.11.2026',
  reference: '210000000003139471430009017',
};

function bill(lines: QrBillLine[]) {
  return renderQrBillPdf({ ...billParts, lines, message: qrBillMessageOf(lines) });
}

describe('renderQrBillPdf', () => {
  it('puts the payment part after a list longer than a page, its amount the total of every line', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      offer: `Training ${i + 1}`,
      child: 'Mia Muster',
      date: '04.05.2026',
      amountCents: 2500,
    }));
    const pdf = await bill(lines);
    expect(await pdfPageCount(pdf)).toBeGreaterThan(1);
    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.amount).toBe('1000.00');
    expect(payload.message).toBe('40 offene Zahlungen');
    const text = await pdfText(pdf);
    expect(text).toContain('Training 40');
    expect(text).toContain('CHF 1’000.00');
  });

  it('still makes the bill when a name has characters its font lacks', async () => {
    const pdf = await bill([{ offer: 'Camp 🎉', child: 'Ёлка Müller', date: '', amountCents: 2500 }]);
    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.amount).toBe('25.00');
    expect(payload.message).toBe('Camp ., .... Müller');
  });

  it('puts the creditor into the QR code in the characters of the QR-bill (an en dash becomes a hyphen)', async () => {
    const pdf = await renderQrBillPdf({
      ...billParts,
      creditor: {
        ...creditor,
        name: 'Fussballschule Rotkreuz – Junioren',
        address: 'Chamer Strasse',
        buildingNumber: '12 ½',
        city: 'Rotkreuz ⚽',
      },
      debtorName: null,
      debtorEmail: null,
      lines: [{ offer: 'Camp', child: 'Mia', date: '', amountCents: 2500 }],
      message: 'Camp – Mia',
    });
    const payload = parseSwissQrPayload((await decodePaymentPartQr(pdf)) ?? '');
    expect(payload.creditor).toMatchObject({
      name: 'Fussballschule Rotkreuz - Junioren',
      street: 'Chamer Strasse',
      building: '12 ½',
      town: 'Rotkreuz .',
    });
    expect(payload.message).toBe('Camp - Mia');
  });

  it('refuses a reference that does not check, before drawing anything', async () => {
    await expect(
      renderQrBillPdf({
        ...billParts,
        debtorName: null,
        debtorEmail: null,
        reference: '210000000003139471430009018',
        lines: [{ offer: 'x', child: 'y', date: '', amountCents: 100 }],
        message: 'x',
      }),
    ).rejects.toThrow();
  });
});

describe('qrBillLineOf and qrBillMessageOf', () => {
  it('names a camp fee as /zahlungen does, and an unknown child or camp as the spec says', () => {
    expect(
      qrBillLineOf({ kind: 'campFee', amountCents: 10000, childName: null, title: null, date: '2026-07-06' }),
    ).toEqual({
      offer: 'Annullationsgebühr: Unknown Camp',
      child: 'Unknown Child',
      date: '06.07.2026',
      amountCents: 10000,
    });
  });

  it('keeps the QR message to the characters and the length the QR code allows', () => {
    const line = { offer: 'Camp – Ёлка 🎉', child: 'Zoë Muster', date: '', amountCents: 1 };
    expect(qrBillMessageOf([line])).toBe('Camp - .... ., Zoë Muster');
    expect(qrBillMessageOf([{ ...line, offer: 'x'.repeat(200) }])).toHaveLength(140);
  });
});
