import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../src/domain/errors';
import { PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '../../src/domain/payments/status';
import {
  mayMove,
  PAYMENT_TRANSITIONS,
  type PaymentMove,
  type PaymentTransition,
} from '../../src/domain/payments/transitions';
import { payments } from '../../src/server/db/schema';
import { AppError } from '../../src/server/errors';
import { DEACTIVATE_LINK_QUEUE } from '../../src/server/features/payments/deactivate-payment-link';
import {
  type HeldPayment,
  lockPayment,
  type MoveRecord,
  movePayment,
} from '../../src/server/features/payments/payment-state';
import { bookSession, createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, signedInAdmin } from './admin-fixtures';
import { signedInFamily } from './payment-fixtures';

// A payment's status has one writer (issue 28): payment-state.ts, which moves a payment only as the state machine
// allows (domain/payments/transitions.ts). A move it does not allow is refused with its German error and changes
// nothing: not the payment, not the audit log, not the payment link.

const t = setupTestApp();
const db = () => t.ctx.db;

async function paymentRow(id: string) {
  const [row] = await db().select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function queuedDeactivations(linkId: string): Promise<number> {
  const result = await db().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job
    where name = ${DEACTIVATE_LINK_QUEUE} and data->>'linkId' = ${linkId}`);
  return result.rows[0]?.n ?? 0;
}

/** A CHF 25 training payment of a family in the given state, with a payment link made while it was open. */
async function trainingPayment(status: PaymentStatus) {
  const family = await signedInFamily(t);
  const session = await createSession(db(), { title: `Zustand ${randomUUID().slice(0, 8)}` });
  const paid = status === 'SUCCEEDED' || status === 'REFUNDED';
  const { payment } = await bookSession(db(), {
    sessionId: session.id,
    childId: family.child.id,
    status,
    method: paid ? 'CASH' : null,
  });
  const linkId = `plink_${randomUUID()}`;
  await db().update(payments).set({ stripePaymentLinkId: linkId }).where(eq(payments.id, payment.id));
  return { row: await paymentRow(payment.id), linkId };
}

/** What a move records, as its callers pass it: a method it allows, paid now. */
function recordOf(move: PaymentMove): MoveRecord | undefined {
  const { method }: PaymentTransition = PAYMENT_TRANSITIONS[move];
  return typeof method === 'string' ? undefined : { method: method[0], paidAt: new Date() };
}

async function moveIn(move: PaymentMove, payment: HeldPayment, record = recordOf(move)) {
  return db().transaction((tx) =>
    movePayment(t.ctx, tx, { kind: 'training', move, payment, record, at: new Date() }),
  );
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('a refused move changes nothing', () => {
  it('an admin cannot record a refunded payment as paid: 409 "Diese Zahlung ist nicht mehr offen."', async () => {
    const { cookie } = await signedInAdmin(t);
    const { row, linkId } = await trainingPayment('REFUNDED');

    const response = await call(t, cookie, 'POST', `/admin/payments/training/${row.id}/mark-paid`, {
      method: 'CASH',
    });

    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
      message: 'Diese Zahlung ist nicht mehr offen.',
    });
    expect(await paymentRow(row.id)).toEqual(row);
    expect(await auditRowsOf(t, 'payment', row.id)).toEqual([]);
    expect(await queuedDeactivations(linkId)).toBe(0);
  });

  const refused = PAYMENT_STATUSES.flatMap((status) =>
    (Object.keys(PAYMENT_TRANSITIONS) as PaymentMove[])
      .filter((move) => !mayMove(move, { status, method: 'CASH', amountCents: 2500 }))
      .map((move) => ({ move, status })),
  );
  it.each(refused)('$move from $status is refused with its German error', async ({ move, status }) => {
    const { row, linkId } = await trainingPayment(status);
    const payment = await db().transaction(async (tx) => (await lockPayment(tx, 'training', row.id))!);

    const err = await refusal(moveIn(move, payment));

    expect({ code: err.code, status: err.status }).toEqual({
      code: PAYMENT_TRANSITIONS[move].refusal,
      status: 409,
    });
    expect(errorMessages[err.code]).toMatch(/\S/);
    expect(await paymentRow(row.id)).toEqual(row);
    expect(await queuedDeactivations(linkId)).toBe(0);
  });

  it('refuses a caller whose view of the payment is stale: the database still has it refunded', async () => {
    const { row, linkId } = await trainingPayment('REFUNDED');
    const stale: HeldPayment = {
      id: row.id,
      status: 'REQUIRES_PAYMENT',
      method: null,
      amountCents: row.amountCents,
      paymentLinkId: linkId,
    };

    const err = await refusal(moveIn('MARK_PAID', stale));

    expect(err.code).toBe('PAYMENT_NOT_PAYABLE');
    expect(await paymentRow(row.id)).toEqual(row);
    expect(await queuedDeactivations(linkId)).toBe(0);
  });

  it.each<{ move: PaymentMove; method: PaymentMethod | undefined }>([
    { move: 'MARK_PAID', method: 'STRIPE_ONLINE' },
    { move: 'MARK_PAID', method: undefined },
    { move: 'PAY_ONLINE', method: 'CASH' },
    { move: 'PAY_BY_BANK', method: 'CREDIT' },
  ])('refuses $move recording the method $method', async ({ move, method }) => {
    const { row } = await trainingPayment('REQUIRES_PAYMENT');
    const payment = await db().transaction(async (tx) => (await lockPayment(tx, 'training', row.id))!);

    const err = await refusal(moveIn(move, payment, { method, paidAt: new Date() }));

    expect(err.code).toBe('PAYMENT_NOT_PAYABLE');
    expect(await paymentRow(row.id)).toEqual(row);
  });
});

describe('an allowed move', () => {
  it('writes the status with what it records, retires the link and writes the admin’s audit row', async () => {
    const { admin } = await signedInAdmin(t);
    const { row, linkId } = await trainingPayment('FAILED');
    const at = new Date('2026-11-29T09:00:00Z');

    await db().transaction(async (tx) => {
      const payment = (await lockPayment(tx, 'training', row.id))!;
      await movePayment(t.ctx, tx, {
        kind: 'training',
        move: 'MARK_PAID',
        payment,
        record: { method: 'VOUCHER', paidAt: at },
        at,
        audit: { actorId: admin.id, action: 'payment.mark_paid', details: { kind: 'training' } },
      });
    });

    expect(await paymentRow(row.id)).toEqual({
      ...row,
      status: 'SUCCEEDED',
      method: 'VOUCHER',
      paidAt: at,
      updatedAt: at,
    });
    expect(await auditRowsOf(t, 'payment', row.id)).toMatchObject([
      { actorId: admin.id, action: 'payment.mark_paid', details: { kind: 'training' } },
    ]);
    expect(await queuedDeactivations(linkId)).toBe(1);
  });
});

describe('one writer', () => {
  const OWNER = path.join('src', 'server', 'features', 'payments', 'payment-state.ts');
  const PAYABLE_TABLES = /\b(payments|campPayments|campCancellationFees|payableTables)\b/;
  const STATUS_WRITE = /set status = |\.set\(\{\s*status:/;

  function serverFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return serverFiles(file);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
    });
  }

  it('no server file but payment-state.ts writes the status of a payment', () => {
    const writers = serverFiles(path.join('src', 'server')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return file !== OWNER && PAYABLE_TABLES.test(text) && STATUS_WRITE.test(text);
    });
    expect(writers).toEqual([]);
  });
});
