import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BankImportResult } from '../../src/domain/bank/bank-import-api';
import type { UnmatchedMoneyPage } from '../../src/domain/payments/admin-payments-api';
import { payments } from '../../src/server/db/schema';
import { ensureBankReference } from '../../src/server/features/qr-bill/bank-reference-queries';
import { bookSession, createSession } from '../factories';
import { camt054Xml } from '../factories/camt-file';
import { multipartBody } from '../helpers/multipart';
import { setupTestApp } from '../helpers/test-app';
import { call, signedInAdmin } from './admin-fixtures';
import { checkoutUrl, type Family, post, setupStripeStandIn, signedInFamily } from './payment-fixtures';

// A parent pays a payment online at the moment the admin imports the bank statement in which the same payment was
// paid by QR-bill (issue 17): one of the two pays it, the other's money is kept as unmatched for the admin, nothing
// is counted twice, nobody gets a 5xx. The payment's row lock orders them; here both are made to wait on it and
// then let go together.

const t = setupTestApp();
const stand = setupStripeStandIn(t);
const db = () => t.ctx.db;

let round = 0;

/** An open CHF 25 training payment with its bill's QR reference, and a Stripe checkout of it already paid. */
async function paidTwice(family: Family) {
  const session = await createSession(db());
  const { payment } = await bookSession(db(), { sessionId: session.id, childId: family.child.id });
  const { reference } = await ensureBankReference(db(), {
    parentId: family.parent.id,
    payables: [{ kind: 'training', id: payment.id }],
  });
  const url = await checkoutUrl(
    await post(t, family.cookie, '/api/payments/checkout', { kind: 'training', paymentId: payment.id }),
  );
  const checkoutId = url.split('/').at(-1)!;
  stand.current.pay(checkoutId, 'card');
  round += 1;
  const xml = camt054Xml([{ bankRef: `RACE-${round}`, amountCents: payment.amountCents, reference }]);
  return { payment, checkoutId, xml };
}

function importing(cookie: string, xml: string) {
  const body = multipartBody({}, { name: 'file', fileName: 'camt054.xml', bytes: Buffer.from(xml) });
  return t.request('/api/admin/payments/bank-import', {
    method: 'POST',
    headers: { cookie, 'content-type': body.contentType },
    body: body.text,
  });
}

const syncing = (family: Family, checkoutId: string) =>
  post(t, family.cookie, `/api/payments/checkout/${checkoutId}/sync`);

async function paymentRow(id: string) {
  return (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
}

async function waitingOnLocks(): Promise<number> {
  const result = await db().execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return result.rows[0]?.n ?? 0;
}

/** Holds the payment's row lock until both callers wait on it, then lets them go at once. */
async function atTheSameMoment<T>(paymentId: string, both: () => Promise<T>[]): Promise<T[]> {
  let release!: () => void;
  let locked!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const blocker = db().transaction(async (tx) => {
    await tx.execute(sql`select id from payments where id = ${paymentId} for update`);
    locked();
    await held;
  });
  await isLocked;
  const answers = Promise.all(both());
  for (let i = 0; i < 200 && (await waitingOnLocks()) < 2; i++) await new Promise((r) => setTimeout(r, 25));
  expect(await waitingOnLocks()).toBeGreaterThanOrEqual(2);
  release();
  await blocker;
  return answers;
}

/** The money of this payment that waits for an admin: the unmatched entries naming its checkout or its bank ref. */
async function keptFor(cookie: string, checkoutId: string, bankRef: string) {
  const response = await call(t, cookie, 'GET', '/admin/payments/unmatched?pageSize=100');
  const { items } = (await response.json()) as UnmatchedMoneyPage;
  return items.filter((m) => m.checkoutId === checkoutId || m.bank?.bankReference === bankRef);
}

describe('a bank credit and an online payment of the same payment', () => {
  it('online first: the bank money is kept as already paid', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const { payment, checkoutId, xml } = await paidTwice(family);

    expect((await syncing(family, checkoutId)).status).toBe(200);
    const result = (await (await importing(cookie, xml)).json()) as BankImportResult;

    expect(result).toMatchObject({ matched: 0, unmatched: 1 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'STRIPE_ONLINE' });
    const kept = await keptFor(cookie, checkoutId, `RACE-${round}`);
    expect(kept.map((m) => [m.source, m.amountCents, m.bank?.reason])).toEqual([
      ['bank', 2500, 'ALREADY_PAID'],
    ]);
  });

  it('bank first: the online money is kept as paid twice', async () => {
    const { cookie } = await signedInAdmin(t);
    const family = await signedInFamily(t);
    const { payment, checkoutId, xml } = await paidTwice(family);

    const result = (await (await importing(cookie, xml)).json()) as BankImportResult;
    expect((await syncing(family, checkoutId)).status).toBe(200);

    expect(result).toMatchObject({ matched: 1, unmatched: 0 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'SUCCEEDED', method: 'BANK_TRANSFER' });
    const kept = await keptFor(cookie, checkoutId, `RACE-${round}`);
    expect(kept.map((m) => [m.source, m.amountCents])).toEqual([['stripe', 2500]]);
  });

  it('at the same moment: one pays it, the other is kept, nothing counted twice', async () => {
    const { cookie } = await signedInAdmin(t);
    for (let i = 0; i < 4; i++) {
      const family = await signedInFamily(t);
      const { payment, checkoutId, xml } = await paidTwice(family);

      const [imported, synced] = await atTheSameMoment(payment.id, () => [
        importing(cookie, xml),
        syncing(family, checkoutId),
      ]);

      expect([imported!.status, synced!.status]).toEqual([200, 200]);
      const result = (await imported!.json()) as BankImportResult;
      const row = await paymentRow(payment.id);
      expect(row.status).toBe('SUCCEEDED');
      const kept = await keptFor(cookie, checkoutId, `RACE-${round}`);
      // Two payments of CHF 25 came in: one paid the payment, the other waits for the admin, once.
      expect(kept).toHaveLength(1);
      expect(kept[0]?.amountCents).toBe(2500);
      if (row.method === 'BANK_TRANSFER') {
        expect(result).toMatchObject({ matched: 1, unmatched: 0 });
        expect(kept[0]?.source).toBe('stripe');
      } else {
        expect(row.method).toBe('STRIPE_ONLINE');
        expect(result).toMatchObject({ matched: 0, unmatched: 1 });
        expect(kept[0]?.bank?.reason).toBe('ALREADY_PAID');
      }
    }
  });
});
