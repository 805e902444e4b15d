import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UnmatchedMoney } from '../../src/domain/payments/admin-payments-api';
import type { PayableKind } from '../../src/domain/payments/payments-api';
import { zurichDateTimeToInstant } from '../../src/domain/time';
import { bankCredits, campPayments, payments } from '../../src/server/db/schema';
import { camt054Xml } from '../factories/camt-file';
import { multipartBody } from '../helpers/multipart';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, signedInAdmin } from './admin-fixtures';
import {
  bankFamily,
  billFor as billForPayload,
  camtFixture,
  clearBankRecords,
  importedBankFile,
  unmatchedList as unmatchedMoneyOf,
  uploadBankFile,
} from './bank-import-helpers';

// "Bankauszug importieren" (issue 17, decision 035): the camt fixtures of tests/fixtures/camt against open payments
// with stored QR references; matching, idempotence, the unmatched money list with the bank's details, the admin
// resolving bank money, and refusals that change nothing.

const t = setupTestApp();
const db = () => t.ctx.db;

beforeEach(() => clearBankRecords(t));

const fixture = camtFixture;
const upload = (cookie: string, bytes: Uint8Array | string) => uploadBankFile(t, cookie, bytes);
const imported = (cookie: string, bytes: Uint8Array | string) => importedBankFile(t, cookie, bytes);
const family = () => bankFamily(t);
const billFor = (parentId: string, payables: { kind: PayableKind; id: string }[], payload: string) =>
  billForPayload(t, parentId, payables, payload);
const unmatchedList = (cookie: string) => unmatchedMoneyOf(t, cookie);

const trainingRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
const campRow = async (id: string) =>
  (await db().select().from(campPayments).where(eq(campPayments.id, id)))[0]!;
const creditCount = async () =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(bankCredits))[0]!.n;

/** Payload digits of the fixtures' references (000…0105, 000…0202, 000…0303, 000…0407). */
const PAYLOAD = {
  single: '00000000000000000000000010',
  batchTraining: '00000000000000000000000020',
  batchCamp: '00000000000000000000000030',
  statement: '00000000000000000000000040',
};

describe('importing a camt.054', () => {
  it('marks the payment of a single credit paid by bank transfer on the booking day, with its audit row', async () => {
    const { cookie, admin } = await signedInAdmin(t);
    const f = await family();
    const camp = await f.camp(25000);
    await billFor(f.parent.id, [{ kind: 'camp', id: camp.id }], PAYLOAD.single);

    const result = await imported(cookie, fixture('camt054-v04-single.xml'));

    expect(result).toMatchObject({
      kind: 'camt.054',
      matched: 1,
      matchedCents: 25000,
      unmatched: 0,
      alreadyImported: 0,
      paymentsPaid: 1,
      skippedEntries: 1,
    });
    const row = await campRow(camp.id);
    expect(row).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    expect(row.paidAt).toEqual(zurichDateTimeToInstant('2026-05-04', '00:00'));
    const [credit] = await db().select().from(bankCredits).where(eq(bankCredits.id, row.bankCreditId!));
    expect(credit).toMatchObject({
      outcome: 'applied',
      reason: null,
      amountCents: 25000,
      bookingDate: '2026-05-04',
      reference: '000000000000000000000000105',
      bankReference: '20260504SGL0001-1',
      debtorName: 'Anna Muster',
      importedBy: admin.id,
    });
    const [audit] = await auditRowsOf(t, 'bank', result.importId);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'bank.import' });
    expect(audit?.details).toMatchObject({
      matched: 1,
      unmatched: 0,
      alreadyImported: 0,
      fileName: 'camt054.xml',
    });
  });

  it('pays each transaction of a batch entry by its own reference; a reference we never issued stays unmatched', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const camp = await f.camp(45000);
    await billFor(f.parent.id, [{ kind: 'training', id: training.id }], PAYLOAD.batchTraining);
    await billFor(f.parent.id, [{ kind: 'camp', id: camp.id }], PAYLOAD.batchCamp);

    const result = await imported(cookie, fixture('camt054-v08-batch.xml'));

    expect(result).toMatchObject({ matched: 2, matchedCents: 47500, unmatched: 1, unmatchedCents: 10000 });
    expect(await trainingRow(training.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    expect(await campRow(camp.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    const scor = (await unmatchedList(cookie)).find((m) => m.bank?.reference === 'RF18539007547034');
    expect(scor).toMatchObject({
      source: 'bank',
      amountCents: 10000,
      resolution: null,
      bank: { bookingDate: '2026-05-05', debtorName: 'Dora Dürr', reason: 'UNKNOWN_REFERENCE' },
    });
  });

  it('keeps credits with an unknown or no reference for the admin, with the bank details', async () => {
    const { cookie } = await signedInAdmin(t);

    const result = await imported(cookie, fixture('camt054-v04-unknown-reference.xml'));

    expect(result).toMatchObject({ matched: 0, unmatched: 2, unmatchedCents: 10500, skippedEntries: 2 });
    const list = await unmatchedList(cookie);
    expect(list.find((m) => m.bank?.reference === '000000000000000000000000992')).toMatchObject({
      amountCents: 7500,
      bank: { debtorName: 'Erich Eberle', reason: 'UNKNOWN_REFERENCE' },
    });
    expect(list.find((m) => m.bank?.message === 'Training Noah Frei')).toMatchObject({
      amountCents: 3000,
      bank: { reference: null, debtorIban: 'CH1809000000300000000', reason: 'NO_REFERENCE' },
    });
  });

  it('changes nothing on a second import of the same file, nor for the statement reporting the same credit', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const camp = await f.camp(25000);
    const training = await f.training(2500);
    await billFor(f.parent.id, [{ kind: 'camp', id: camp.id }], PAYLOAD.single);
    await billFor(f.parent.id, [{ kind: 'training', id: training.id }], PAYLOAD.statement);
    await imported(cookie, fixture('camt054-v04-single.xml'));
    const before = { camp: await campRow(camp.id), credits: await creditCount() };

    const again = await imported(cookie, fixture('camt054-v04-single.xml'));
    const statement = await imported(cookie, fixture('camt053-v08-statement.xml'));

    expect(again).toMatchObject({ matched: 0, unmatched: 0, alreadyImported: 1 });
    expect(await campRow(camp.id)).toEqual(before.camp);
    expect(statement).toMatchObject({ kind: 'camt.053', matched: 1, unmatched: 0, alreadyImported: 1 });
    expect(await creditCount()).toBe(before.credits + 1);
    expect(await trainingRow(training.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
  });

  it('pays once for a credit the bank reports twice in one file', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const camp = await f.camp(25000);
    await billFor(f.parent.id, [{ kind: 'camp', id: camp.id }], PAYLOAD.single);

    const result = await imported(cookie, fixture('camt054-v04-duplicate-entry.xml'));

    expect(result).toMatchObject({ matched: 1, unmatched: 0, alreadyImported: 1, paymentsPaid: 1 });
    expect(await creditCount()).toBe(1);
    expect(await campRow(camp.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
  });

  it('books one of two uploads of the same file at once', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const { reference } = await billFor(
      f.parent.id,
      [{ kind: 'training', id: training.id }],
      '12345678901234567890123456',
    );
    const xml = camt054Xml([{ bankRef: 'TWICE-1', amountCents: 2500, reference }]);

    const results = await Promise.all([imported(cookie, xml), imported(cookie, xml)]);

    expect(results.map((r) => r.matched).sort()).toEqual([0, 1]);
    expect(results.map((r) => r.alreadyImported).sort()).toEqual([0, 1]);
    expect(await trainingRow(training.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
  });
});

describe('credits that do not pay exactly', () => {
  it.each([
    ['too little', 2000, 'PARTLY_PAID'],
    ['too much', 3000, 'OVERPAID'],
  ] as const)('keeps %s as unmatched and leaves the payment open', async (_, cents, reason) => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const { reference } = await billFor(
      f.parent.id,
      [{ kind: 'training', id: training.id }],
      `9${cents}`.padEnd(26, '1'),
    );

    const result = await imported(
      cookie,
      camt054Xml([{ bankRef: `PART-${cents}`, amountCents: cents, reference }]),
    );

    expect(result).toMatchObject({ matched: 0, unmatched: 1 });
    expect(await trainingRow(training.id)).toMatchObject({ status: 'REQUIRES_PAYMENT', method: null });
    expect((await unmatchedList(cookie)).find((m) => m.bank?.reference === reference)?.bank?.reason).toBe(
      reason,
    );
  });

  it('pays a bill of several payments at once, and keeps a second transfer of it as already paid', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const camp = await f.camp(50000);
    const { reference } = await billFor(
      f.parent.id,
      [
        { kind: 'training', id: training.id },
        { kind: 'camp', id: camp.id },
      ],
      '55555555555555555555555555',
    );

    const result = await imported(
      cookie,
      camt054Xml([
        { bankRef: 'FAMILY-1', amountCents: 52500, reference },
        { bankRef: 'FAMILY-2', amountCents: 52500, reference },
      ]),
    );

    expect(result).toMatchObject({ matched: 1, unmatched: 1, paymentsPaid: 2 });
    expect(await trainingRow(training.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    expect(await campRow(camp.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    const second = (await unmatchedList(cookie)).find((m) => m.bank?.bankReference === 'FAMILY-2');
    expect(second?.bank?.reason).toBe('ALREADY_PAID');
  });

  it('keeps the money for a payment paid by hand meanwhile as already paid', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const { reference } = await billFor(
      f.parent.id,
      [{ kind: 'training', id: training.id }],
      '66666666666666666666666666',
    );
    await call(t, cookie, 'POST', `/admin/payments/training/${training.id}/mark-paid`, { method: 'CASH' });

    const result = await imported(cookie, camt054Xml([{ bankRef: 'HAND-1', amountCents: 2500, reference }]));

    expect(result).toMatchObject({ matched: 0, unmatched: 1 });
    expect(await trainingRow(training.id)).toMatchObject({ status: 'SUCCEEDED', method: 'CASH' });
  });
});

describe('bank money in the unmatched list', () => {
  async function unknownCredit(cookie: string, bankRef: string, amountCents: number) {
    await imported(cookie, camt054Xml([{ bankRef, amountCents, reference: null }]));
    return (await unmatchedList(cookie)).find((m) => m.bank?.bankReference === bankRef)!;
  }

  it('is assigned by the admin to an open payment of its amount: paid by bank transfer on the booking day', async () => {
    const { cookie, admin } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const money = await unknownCredit(cookie, 'ASSIGN-1', 2500);

    const response = await call(t, cookie, 'POST', `/admin/payments/unmatched/${money.id}/assign`, {
      kind: 'training',
      paymentId: training.id,
    });
    const again = await call(t, cookie, 'POST', `/admin/payments/unmatched/${money.id}/assign`, {
      kind: 'training',
      paymentId: training.id,
    });

    expect(response.status).toBe(200);
    expect(((await response.json()) as UnmatchedMoney).resolution).toMatchObject({
      kind: 'ASSIGNED',
      paymentKind: 'training',
      paymentId: training.id,
    });
    const row = await trainingRow(training.id);
    expect(row).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    expect(row.paidAt).toEqual(zurichDateTimeToInstant('2026-05-04', '00:00'));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('UNMATCHED_RESOLVED');
    const audit = await auditRowsOf(t, 'unmatched', money.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['unmatched.assign', admin.id]]);
  });

  it('refuses a payment of another amount and changes nothing', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await family();
    const training = await f.training(2500);
    const money = await unknownCredit(cookie, 'ASSIGN-2', 3000);

    const response = await call(t, cookie, 'POST', `/admin/payments/unmatched/${money.id}/assign`, {
      kind: 'training',
      paymentId: training.id,
    });

    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('UNMATCHED_AMOUNT_MISMATCH');
    expect(await trainingRow(training.id)).toMatchObject({ status: 'REQUIRES_PAYMENT' });
    expect((await unmatchedList(cookie)).find((m) => m.id === money.id)?.resolution).toBeNull();
  });

  it('is marked as transferred back by hand, never refunded through Stripe', async () => {
    const { cookie } = await signedInAdmin(t);
    const money = await unknownCredit(cookie, 'RETURN-1', 4000);

    const refund = await call(t, cookie, 'POST', `/admin/payments/unmatched/${money.id}/refund`);
    const returned = await call(t, cookie, 'POST', `/admin/payments/unmatched/${money.id}/returned`);
    const twice = await call(t, cookie, 'POST', `/admin/payments/unmatched/${money.id}/returned`);

    expect(refund.status).toBe(409);
    expect((await errorOf(refund)).code).toBe('UNMATCHED_NOT_AT_STRIPE');
    expect(returned.status).toBe(200);
    expect(((await returned.json()) as UnmatchedMoney).resolution).toMatchObject({ kind: 'RETURNED' });
    expect(twice.status).toBe(409);
    expect((await auditRowsOf(t, 'unmatched', money.id)).map((a) => a.action)).toEqual(['unmatched.return']);
  });

  it.each([
    ['an id that is no bank credit', 'bank:nicht-da', 404],
    ['an unknown bank credit', 'bank:3f1c7a52-8d4e-4b6a-9c1d-2e5f7a8b9c0d', 404],
    ['money at Stripe', 'evt_123', 409],
  ])('answers %s being marked as returned with %s', async (_, id, status) => {
    const { cookie } = await signedInAdmin(t);
    const response = await call(
      t,
      cookie,
      'POST',
      `/admin/payments/unmatched/${encodeURIComponent(id)}/returned`,
    );
    expect(response.status).toBe(status);
  });
});

describe('files it refuses', () => {
  it.each([
    ['malformed XML', 'malformed.xml', 'BANK_FILE_MALFORMED'],
    ['a payment order', 'pain001-not-camt.xml', 'BANK_FILE_INVALID'],
    ['a EUR account', 'camt054-v04-eur.xml', 'BANK_FILE_CURRENCY'],
  ])('answers %s with 422 %s and stores nothing', async (_, name, code) => {
    const { cookie } = await signedInAdmin(t);
    const before = await creditCount();

    const response = await upload(cookie, fixture(name));

    expect(response.status).toBe(422);
    const error = (await response.json()) as { error: { code: string; message: string } };
    expect(error.error.code).toBe(code);
    expect(error.error.message).toMatch(/Datei/);
    expect(await creditCount()).toBe(before);
  });

  it('answers an empty file with 422 and its German text', async () => {
    const { cookie } = await signedInAdmin(t);
    const response = await upload(cookie, '');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: 'BANK_FILE_EMPTY', message: 'Die Datei ist leer.' },
    });
  });

  it('answers a form without a file with 400', async () => {
    const { cookie } = await signedInAdmin(t);
    const body = multipartBody({ note: 'kein Anhang' });
    const response = await t.request('/api/admin/payments/bank-import', {
      method: 'POST',
      headers: { cookie, 'content-type': body.contentType },
      body: body.text,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('BANK_FILE_MISSING');
  });

  it('answers a JSON body with 415', async () => {
    const { cookie } = await signedInAdmin(t);
    const response = await call(t, cookie, 'POST', '/admin/payments/bank-import', { file: 'camt' });
    expect(response.status).toBe(415);
  });

  it('answers a file above 5 MB with 413 before reading it', async () => {
    const { cookie } = await signedInAdmin(t);
    const response = await upload(cookie, Buffer.alloc(5 * 1024 * 1024 + 1, 0x20));
    expect(response.status).toBe(413);
  });
});
