import { describe, expect, it } from 'vitest';
import type { BookkeepingSummary } from '../../src/domain/bank/bank-import-api';
import { zurichDateTimeToInstant } from '../../src/domain/time';
import {
  createCamp,
  createCampCancellationFee,
  createCampPayment,
  createChild,
  createCreditPack,
  createParent,
  createPayment,
  createSession,
} from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, signedInAdmin } from './admin-fixtures';

// "Buchhaltung" (issue 17): a month's money movements as a CSV whose lines add up to the month's summary, with
// every kind of movement in it once and nothing of another month, nothing settled with credit, nothing open.

const t = setupTestApp();
const db = () => t.ctx.db;

const at = (day: string, time = '10:00') => zurichDateTimeToInstant(day, time);

/** A family and one movement of each kind in May 2026, and some that are not May's or not money. */
async function mayOfOneFamily() {
  const parent = await createParent(db(), {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.ch',
  });
  const child = await createChild(db(), { parentId: parent.id, firstName: 'Mia', lastName: 'Muster' });
  const training = await createSession(db(), { title: 'TIZ Mai' });
  const camp = await createCamp(db(), { name: 'Sommercamp' });
  const pay = (values: Parameters<typeof createPayment>[1]) => createPayment(db(), values);
  const ids = { childId: child.id, sessionId: training.id };

  // In: CHF 25 online, CHF 500 by bank, CHF 100 fee by TWINT by hand, CHF 250 pack.
  await pay({
    ...ids,
    status: 'SUCCEEDED',
    method: 'STRIPE_TWINT',
    paidAt: at('2026-05-03'),
    stripePaymentIntentId: 'pi_may',
  });
  await createCampPayment(db(), {
    childId: child.id,
    campId: camp.id,
    status: 'SUCCEEDED',
    method: 'BANK_TRANSFER',
    paidAt: at('2026-05-04'),
  });
  await createCampCancellationFee(db(), {
    childId: child.id,
    campId: camp.id,
    status: 'SUCCEEDED',
    method: 'TWINT_MANUAL',
    paidAt: at('2026-05-20'),
  });
  await createCreditPack(db(), {
    parentId: parent.id,
    priceCentsPaid: 25000,
    paymentMethod: 'STRIPE_ONLINE',
    createdAt: at('2026-05-07'),
  });
  // In CHF 450 cash, out CHF 350 after the fee, the return confirmed in May.
  await createCampPayment(db(), {
    childId: child.id,
    campId: camp.id,
    amountCents: 45000,
    status: 'REFUNDED',
    method: 'CASH',
    paidAt: at('2026-05-10'),
    refundCents: 35000,
    manualRefundCompletedAt: at('2026-05-25'),
    updatedAt: at('2026-05-25'),
  });
  // Paid 00:30 on 1 May in Zurich (still 30 April in UTC): May's.
  await pay({ ...ids, status: 'SUCCEEDED', method: 'CASH', paidAt: at('2026-05-01', '00:30') });
  // Paid in April, refunded in May: only the refund is May's.
  await pay({
    ...ids,
    status: 'REFUNDED',
    method: 'STRIPE_ONLINE',
    paidAt: at('2026-04-15'),
    updatedAt: at('2026-05-05'),
  });

  // Not May's money: 23:30 on 30 April in Zurich, June, settled with credit, open, a free pack, a refund of credit.
  await pay({ ...ids, status: 'SUCCEEDED', method: 'CASH', paidAt: at('2026-04-30', '23:30') });
  await pay({ ...ids, status: 'SUCCEEDED', method: 'CASH', paidAt: at('2026-06-01', '00:00') });
  await pay({ ...ids, status: 'SUCCEEDED', method: 'CREDIT', paidAt: at('2026-05-12') });
  await pay({ ...ids, status: 'REQUIRES_PAYMENT', updatedAt: at('2026-05-12') });
  await createCreditPack(db(), {
    parentId: parent.id,
    priceCentsPaid: 0,
    origin: 'ADMIN',
    createdAt: at('2026-05-08'),
  });
  await pay({
    ...ids,
    status: 'REFUNDED',
    method: 'CREDIT',
    paidAt: at('2026-05-02'),
    updatedAt: at('2026-05-09'),
  });
}

/** The CSV's records: a UTF-8 byte-order mark, ';', CRLF; fields here hold no ';' or quotes. */
async function recordsOf(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder()
    .decode(bytes)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

const cents = (francs: string) => Math.round(Number(francs) * 100);

describe('the bookkeeping month', () => {
  it('lists every movement of May once and adds up to the month summary', async () => {
    await mayOfOneFamily();
    const { cookie } = await signedInAdmin(t);

    const summaryResponse = await call(t, cookie, 'GET', '/admin/payments/bookkeeping?month=2026-05');
    const csvResponse = await call(t, cookie, 'GET', '/admin/payments/bookkeeping/export.csv?month=2026-05');

    const summary = (await summaryResponse.json()) as BookkeepingSummary;
    expect(summary).toEqual({
      month: '2026-05',
      incomeCents: 2500 + 50000 + 10000 + 25000 + 45000 + 2500,
      refundsCents: 35000 + 2500,
      netCents: 135000 - 37500,
      lines: 8,
    });
    expect(csvResponse.headers.get('content-type')).toContain('text/csv');
    expect(csvResponse.headers.get('content-disposition')).toContain('buchhaltung-2026-05.csv');
    const [header, ...lines] = await recordsOf(csvResponse);
    expect(header).toEqual([
      'Datum',
      'Buchung',
      'Betrag (CHF)',
      'Zahlungsart',
      'Referenz',
      'Zahler',
      'Kind',
      'Angebot',
    ]);
    expect(lines).toHaveLength(summary.lines);
    expect(lines.reduce((sum, line) => sum + cents(line[2]!), 0)).toBe(summary.netCents);
    expect(lines.filter((line) => cents(line[2]!) < 0).reduce((sum, l) => sum - cents(l[2]!), 0)).toBe(
      summary.refundsCents,
    );
    expect(lines.map((line) => [line[0], line[1], line[2], line[3]])).toEqual([
      ['01.05.2026', 'Zahlung', '25.00', 'Bar'],
      ['03.05.2026', 'Zahlung', '25.00', 'TWINT (online)'],
      ['04.05.2026', 'Zahlung', '500.00', 'Banküberweisung'],
      ['05.05.2026', 'Rückerstattung', '-25.00', 'Karte (online)'],
      ['07.05.2026', 'Abo 10+1', '250.00', 'Karte (online)'],
      ['10.05.2026', 'Zahlung', '450.00', 'Bar'],
      ['20.05.2026', 'Annullationsgebühr', '100.00', 'TWINT (manuell)'],
      ['25.05.2026', 'Rückerstattung', '-350.00', 'Bar'],
    ]);
    const online = lines.find((line) => line[0] === '03.05.2026')!;
    expect(online.slice(4)).toEqual([
      'pi_may',
      'Anna Muster <anna@example.ch>',
      'Mia Muster',
      expect.stringMatching(/^TIZ Mai /),
    ]);
    expect(lines.find((line) => line[1] === 'Annullationsgebühr')?.[7]).toMatch(
      /^Annullationsgebühr Sommercamp /,
    );
  });

  it('answers a month without movements with zeros and a CSV of its header', async () => {
    const { cookie } = await signedInAdmin(t);
    const summary = await call(t, cookie, 'GET', '/admin/payments/bookkeeping?month=2019-02');
    const csv = await call(t, cookie, 'GET', '/admin/payments/bookkeeping/export.csv?month=2019-02');
    expect(await summary.json()).toEqual({
      month: '2019-02',
      incomeCents: 0,
      refundsCents: 0,
      netCents: 0,
      lines: 0,
    });
    expect(await recordsOf(csv)).toHaveLength(1);
  });

  it.each(['2026-13', '2026-5', 'Mai', '2026-05-01'])('refuses the month %s with 400', async (month) => {
    const { cookie } = await signedInAdmin(t);
    const response = await call(t, cookie, 'GET', `/admin/payments/bookkeeping/export.csv?month=${month}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('VALIDATION');
  });
});
