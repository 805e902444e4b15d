import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AwaitingBankEntry } from '../../src/domain/bank/bank-import-api';
import type { PayableKind } from '../../src/domain/payments/payments-api';
import { campPayments, payments } from '../../src/server/db/schema';
import { camt054Xml } from '../factories/camt-file';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, signedInAdmin } from './admin-fixtures';
import {
  bankFamily,
  billFor,
  camtFixture,
  clearBankRecords,
  importedBankFile,
  unmatchedList,
  uploadBankFile,
} from './bank-import-helpers';

// Bank files as real banks send them (issue 25, decision 035): a statement entry that only points to its
// notification, a collective booking summarised in one file and itemised in the other, two credits under one entry
// reference, a return of our own payment, in every order and each file twice. Every booked credit counts once.

const t = setupTestApp();
const db = () => t.ctx.db;

beforeEach(() => clearBankRecords(t));

const paid = async (kind: PayableKind, id: string) => {
  const table = kind === 'training' ? payments : campPayments;
  const [row] = await db().select().from(table).where(eq(table.id, id));
  return row?.status === 'SUCCEEDED' && row.method === 'BANK_TRANSFER';
};

/** What the bank's money became: credits booked (count and sum), of them unmatched, and entries waiting. */
async function moneyState() {
  const credits = await db().execute<{ n: number; cents: number; unmatched: number }>(
    sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents,
      (count(*) filter (where outcome = 'unmatched'))::int as unmatched from bank_credits`,
  );
  const awaiting = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from bank_entries where details = 'awaiting'`,
  );
  return { ...credits.rows[0]!, awaiting: awaiting.rows[0]!.n };
}

async function awaitingList(cookie: string): Promise<AwaitingBankEntry[]> {
  const response = await call(t, cookie, 'GET', '/admin/payments/bank-import/awaiting');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: AwaitingBankEntry[] }).items;
}

/** The single QR-bill of camt053-v04-details-follow.xml / camt054-v04-details.xml (reference 000…0506). */
async function singleBill() {
  const f = await bankFamily(t);
  const camp = await f.camp(27500);
  await billFor(t, f.parent.id, [{ kind: 'camp', id: camp.id }], '00000000000000000000000050');
  return [{ kind: 'camp' as const, id: camp.id }];
}

/** The three QR-bills of the collective booking in camt053-v08-batch-summarised / camt054-v08-batch-itemised. */
async function batchBills() {
  const f = await bankFamily(t);
  const training = await f.training(2500);
  const camp = await f.camp(45000);
  const second = await f.camp(12500);
  await billFor(t, f.parent.id, [{ kind: 'training', id: training.id }], '00000000000000000000000060');
  await billFor(t, f.parent.id, [{ kind: 'camp', id: camp.id }], '00000000000000000000000070');
  await billFor(t, f.parent.id, [{ kind: 'camp', id: second.id }], '00000000000000000000000080');
  return [
    { kind: 'training' as const, id: training.id },
    { kind: 'camp' as const, id: camp.id },
    { kind: 'camp' as const, id: second.id },
  ];
}

const SHAPES = {
  single: {
    statement: 'camt053-v04-details-follow.xml',
    notification: 'camt054-v04-details.xml',
    bills: singleBill,
    credits: 1,
    cents: 27500,
  },
  batch: {
    statement: 'camt053-v08-batch-summarised.xml',
    notification: 'camt054-v08-batch-itemised.xml',
    bills: batchBills,
    credits: 3,
    cents: 60000,
  },
} as const;

describe('a statement entry that only points to its notification (PostFinance, .04)', () => {
  it('waits as "Details folgen", not as unmatched money, and the notification pays the bill', async () => {
    const { cookie } = await signedInAdmin(t);
    const [camp] = await singleBill();

    const statement = await importedBankFile(t, cookie, camtFixture(SHAPES.single.statement));

    expect(statement).toMatchObject({
      kind: 'camt.053',
      matched: 0,
      unmatched: 0,
      awaitingDetails: 1,
      awaitingDetailsCents: 27500,
      skippedEntries: 1,
    });
    expect((await unmatchedList(t, cookie)).filter((m) => m.source === 'bank')).toEqual([]);
    expect(await awaitingList(cookie)).toEqual([
      expect.objectContaining({
        amountCents: 27500,
        bookingDate: '2026-05-11',
        bankReference: '260511CH0A1B2C3D',
        detailsMessageId: '20260511375204000000902',
      }),
    ]);
    expect(await paid('camp', camp!.id)).toBe(false);

    const notification = await importedBankFile(t, cookie, camtFixture(SHAPES.single.notification));

    expect(notification).toMatchObject({
      matched: 1,
      matchedCents: 27500,
      paymentsPaid: 1,
      alreadyImported: 0,
    });
    expect(await paid('camp', camp!.id)).toBe(true);
    expect(await awaitingList(cookie)).toEqual([]);
    expect(await moneyState()).toEqual({ n: 1, cents: 27500, unmatched: 0, awaiting: 0 });
  });
});

describe('a collective booking summarised in one file and itemised in the other (cantonal bank, .08)', () => {
  it('books nothing again when the statement follows the notification', async () => {
    const { cookie } = await signedInAdmin(t);
    const bills = await batchBills();
    await importedBankFile(t, cookie, camtFixture(SHAPES.batch.notification));

    const statement = await importedBankFile(t, cookie, camtFixture(SHAPES.batch.statement));

    expect(statement).toMatchObject({ matched: 0, unmatched: 0, awaitingDetails: 0 });
    expect(statement.alreadyImported).toBeGreaterThan(0);
    for (const bill of bills) expect(await paid(bill.kind, bill.id)).toBe(true);
    expect(await moneyState()).toEqual({ n: 3, cents: 60000, unmatched: 0, awaiting: 0 });
  });
});

describe('every credit counts once, whatever the order and however often each file comes', () => {
  const orders = [
    ['statement', 'notification'],
    ['notification', 'statement'],
    ['statement', 'statement', 'notification', 'notification'],
    ['notification', 'notification', 'statement', 'statement'],
    ['statement', 'notification', 'statement', 'notification'],
  ] as const;
  const cases = (['single', 'batch'] as const).flatMap((shape) =>
    orders.map((order) => [shape, order.join(', ')] as const),
  );

  it.each(cases)('%s: %s', async (shape, order) => {
    const { cookie } = await signedInAdmin(t);
    const { bills, credits, cents, ...files } = SHAPES[shape];
    const payables = await bills();

    for (const file of order.split(', ') as ('statement' | 'notification')[]) {
      await importedBankFile(t, cookie, camtFixture(files[file]));
    }

    for (const payable of payables) expect(await paid(payable.kind, payable.id)).toBe(true);
    expect(await moneyState()).toEqual({ n: credits, cents, unmatched: 0, awaiting: 0 });
    expect((await unmatchedList(t, cookie)).filter((m) => m.source === 'bank')).toEqual([]);
  });
});

describe('two credits under one entry reference (PostFinance sample, .04)', () => {
  it('books both, and neither again on a second import', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await bankFamily(t);
    const first = await f.camp(153700);
    const second = await f.camp(169222);
    await billFor(t, f.parent.id, [{ kind: 'camp', id: first.id }], '00000000000000000000000090');
    await billFor(t, f.parent.id, [{ kind: 'camp', id: second.id }], '00000000000000000000000110');
    const file = camtFixture('camt053-v04-shared-entry-reference.xml');

    const result = await importedBankFile(t, cookie, file);
    const again = await importedBankFile(t, cookie, file);

    expect(result).toMatchObject({ matched: 2, matchedCents: 322922, unmatched: 0, alreadyImported: 0 });
    expect(again).toMatchObject({ matched: 0, unmatched: 0, alreadyImported: 2 });
    expect(await paid('camp', first.id)).toBe(true);
    expect(await paid('camp', second.id)).toBe(true);
    expect(await moneyState()).toEqual({ n: 2, cents: 322922, unmatched: 0, awaiting: 0 });
  });
});

describe('a return of our own payment (ICDT / RRTN, reason AC01)', () => {
  it('is no parent money: neither booked nor offered for assignment; the credit beside it counts', async () => {
    const { cookie } = await signedInAdmin(t);
    const f = await bankFamily(t);
    const training = await f.training(2500);
    await billFor(t, f.parent.id, [{ kind: 'training', id: training.id }], '00000000000000000000000120');

    const result = await importedBankFile(t, cookie, camtFixture('camt053-v08-return.xml'));

    expect(result).toMatchObject({ matched: 1, unmatched: 0, skippedEntries: 1, awaitingDetails: 0 });
    expect(await paid('training', training.id)).toBe(true);
    expect((await unmatchedList(t, cookie)).filter((m) => m.source === 'bank')).toEqual([]);
    expect(await moneyState()).toEqual({ n: 1, cents: 2500, unmatched: 0, awaiting: 0 });
  });
});

describe('files refused with a named German error, changing nothing', () => {
  async function refused(xml: string, code: string) {
    const { cookie } = await signedInAdmin(t);
    const response = await uploadBankFile(t, cookie, xml);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/Datei/);
    expect(await moneyState()).toEqual({ n: 0, cents: 0, unmatched: 0, awaiting: 0 });
    return body.error.message;
  }

  it('answers a file nested 200,000 elements deep with 422 BANK_FILE_TOO_DEEP', async () => {
    const depth = 200_000;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</BkToCstmrDbtCdtNtfctn></Document>`;
    expect(await refused(xml, 'BANK_FILE_TOO_DEEP')).toContain('verschachtelt');
  });

  it('answers an amount beyond what a credit can hold with 422 BANK_FILE_AMOUNT', async () => {
    const xml = camt054Xml([
      { bankRef: 'SMALL-1', amountCents: 2500, reference: null },
      { bankRef: 'HUGE-1', amountCents: 99_999_999_999_00, reference: null },
    ]);
    expect(await refused(xml, 'BANK_FILE_AMOUNT')).toContain('Betrag');
  });

  it('refuses the first amount above what a credit holds (2^31 cents, CHF 21,474,836.48)', async () => {
    const { cookie } = await signedInAdmin(t);
    const response = await uploadBankFile(t, cookie, camt054Xml([{ bankRef: 'H', amountCents: 2 ** 31 }]));
    expect((await errorOf(response)).code).toBe('BANK_FILE_AMOUNT');
  });
});
