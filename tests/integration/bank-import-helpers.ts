import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BankImportResult } from '../../src/domain/bank/bank-import-api';
import type { UnmatchedMoney, UnmatchedMoneyPage } from '../../src/domain/payments/admin-payments-api';
import type { PayableKind } from '../../src/domain/payments/payments-api';
import { ensureBankReference } from '../../src/server/features/qr-bill/bank-reference-queries';
import {
  createCamp,
  createCampPayment,
  createChild,
  createParent,
  createPayment,
  createSession,
} from '../factories';
import { multipartBody } from '../helpers/multipart';
import type { TestApp } from '../helpers/test-app';
import { call } from './admin-fixtures';

// Shared by the bank import tests: the fixtures of tests/fixtures/camt uploaded as the admin screen sends them,
// families with open payments and QR-bills whose references the fixtures name, and the lists the admin reads.

export const camtFixture = (name: string) => readFileSync(path.resolve('tests/fixtures/camt', name));

/** The fixtures' bank keys and references are fixed: each test starts without bank records. */
export async function clearBankRecords(t: TestApp) {
  for (const table of ['payments', 'camp_payments', 'camp_cancellation_fees']) {
    await t.ctx.db.execute(
      sql.raw(`update ${table} set bank_credit_id = null where bank_credit_id is not null`),
    );
  }
  await t.ctx.db.execute(sql`delete from bank_credits`);
  await t.ctx.db.execute(sql`delete from bank_entries`);
  await t.ctx.db.execute(sql`delete from bank_references`);
}

export function uploadBankFile(
  t: TestApp,
  cookie: string,
  bytes: Uint8Array | string,
  fileName = 'camt054.xml',
) {
  const body = multipartBody(
    {},
    {
      name: 'file',
      fileName,
      contentType: 'text/xml',
      bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
    },
  );
  return t.request('/api/admin/payments/bank-import', {
    method: 'POST',
    headers: { cookie, 'content-type': body.contentType },
    body: body.text,
  });
}

export async function importedBankFile(
  t: TestApp,
  cookie: string,
  bytes: Uint8Array | string,
): Promise<BankImportResult> {
  const response = await uploadBankFile(t, cookie, bytes);
  if (response.status !== 200) throw new Error(`import: ${response.status} ${await response.text()}`);
  return (await response.json()) as BankImportResult;
}

/** A family with a child, and open payments in amounts of its choosing. */
export async function bankFamily(t: TestApp) {
  const db = t.ctx.db;
  const parent = await createParent(db);
  const child = await createChild(db, { parentId: parent.id });
  return {
    parent,
    training: async (amountCents = 2500) =>
      createPayment(db, { childId: child.id, sessionId: (await createSession(db)).id, amountCents }),
    camp: async (amountCents = 50000) =>
      createCampPayment(db, { childId: child.id, campId: (await createCamp(db)).id, amountCents }),
  };
}

/** The QR reference of a bill for these payments: the given 26 payload digits, so a fixture can name it. */
export function billFor(
  t: TestApp,
  parentId: string,
  payables: { kind: PayableKind; id: string }[],
  payload: string,
) {
  return ensureBankReference(t.ctx.db, { parentId, payables }, () => payload);
}

export async function unmatchedList(t: TestApp, cookie: string): Promise<UnmatchedMoney[]> {
  const response = await call(t, cookie, 'GET', '/admin/payments/unmatched?pageSize=100');
  return ((await response.json()) as UnmatchedMoneyPage).items;
}
