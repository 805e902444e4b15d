import { type SQL, sql } from 'drizzle-orm';
import type { PayableKind } from '../../../domain/payments/payments-api';
import type { PaymentMethod, PaymentStatus } from '../../../domain/payments/status';
import {
  mayMove,
  PAYMENT_TRANSITIONS,
  type PaymentMove,
  type PaymentTransition,
  recordsMethod,
} from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { type AuditEntry, recordAudit } from '../audit/record-audit';
import { queueLinkDeactivation } from './deactivate-payment-link';
import { payableTables } from './payable-tables';

// The one place where a payment's status changes (issue 28), for every path: the admin's moves, a parent's or a
// booking's credit, Stripe's checkouts, the bank import, money that matched nothing assigned by an admin, refunds
// and cancellations. It runs inside the caller's transaction on rows the caller has locked, allows only what the
// state machine allows (domain/payments/transitions.ts; anything else is refused with its German error, 409),
// writes with the status what says how and when (method, paid date, references), the admin's audit row when an
// admin moves it, and queues the retirement of the payment's link where the move leaves "open" (decision 020).

/** A payment as the caller locked it (`for update`), before the move. */
export interface HeldPayment {
  id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amountCents: number;
  /** The admin's payment link of it, if one was made (create-payment-link.ts). */
  paymentLinkId: string | null;
}

/** What is written with the status, each column only where given. */
export interface MoveRecord {
  method?: PaymentMethod;
  paidAt?: Date;
  stripeSessionId?: string | null;
  stripePaymentIntentId?: string | null;
  bankCreditId?: string;
  /** Camp payments only: what goes back, and when nothing is left to return by hand. */
  refundCents?: number;
  manualRefundCompletedAt?: Date | null;
}

/** The admin's audit row of the move; its subject is the payment unless named. */
export type MoveAudit = Pick<AuditEntry, 'actorId' | 'action' | 'details'> &
  Partial<Pick<AuditEntry, 'subject'>>;

const COLUMNS = {
  method: { name: 'method', type: 'text' },
  paidAt: { name: 'paid_at', type: 'timestamptz' },
  stripeSessionId: { name: 'stripe_session_id', type: 'text' },
  stripePaymentIntentId: { name: 'stripe_payment_intent_id', type: 'text' },
  bankCreditId: { name: 'bank_credit_id', type: 'uuid' },
  refundCents: { name: 'refund_cents', type: 'int' },
  manualRefundCompletedAt: { name: 'manual_refund_completed_at', type: 'timestamptz' },
} as const satisfies Record<keyof MoveRecord, { name: string; type: string }>;

/** A move that clears the method clears how and when it was paid with it (and a camp payment's refund). */
const CLEARED_COLUMNS = [
  'method',
  'paid_at',
  'stripe_session_id',
  'stripe_payment_link_id',
  'stripe_payment_intent_id',
  'bank_credit_id',
];
const clearedColumns = (kind: PayableKind) =>
  kind === 'camp' ? [...CLEARED_COLUMNS, 'refund_cents', 'manual_refund_completed_at'] : CLEARED_COLUMNS;

const array = (values: readonly unknown[]) => sql.param(values);
const dbValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The payment row as a move sees it (a drizzle row of any of the three payable tables). */
export function heldPayment(row: {
  id: string;
  status: PaymentStatus;
  method: PaymentMethod | null;
  amountCents: number;
  stripePaymentLinkId: string | null;
}): HeldPayment {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amountCents: row.amountCents,
    paymentLinkId: row.stripePaymentLinkId,
  };
}

/**
 * Payments of one kind, locked for the caller's transaction in id order (the order every move locks in, so two
 * moves on the same payments wait for each other, never deadlock); those that exist.
 */
export async function lockPayments(
  tx: Tx,
  kind: PayableKind,
  ids: readonly string[],
): Promise<HeldPayment[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute<{
    id: string;
    status: PaymentStatus;
    method: PaymentMethod | null;
    amount_cents: number;
    stripe_payment_link_id: string | null;
  }>(sql`select id::text, status, method, amount_cents, stripe_payment_link_id from ${payableTables[kind]}
    where id = any(${array(ids)}::uuid[]) order by id for update`);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    method: row.method,
    amountCents: row.amount_cents,
    paymentLinkId: row.stripe_payment_link_id,
  }));
}

/** The payment, locked for the caller's transaction; undefined when there is none. */
export async function lockPayment(tx: Tx, kind: PayableKind, id: string): Promise<HeldPayment | undefined> {
  const [payment] = await lockPayments(tx, kind, [id]);
  return payment;
}

/** Refuses the move (409, its German error) unless the state machine allows it for the payment as it is. */
export function assertMayMove(move: PaymentMove, payment: HeldPayment, record?: MoveRecord): void {
  const transition: PaymentTransition = PAYMENT_TRANSITIONS[move];
  if (!mayMove(move, payment) || !recordsMethod(move, record?.method)) {
    throw new AppError(transition.refusal, 409, { status: payment.status });
  }
}

export interface PaymentMoveRequest {
  kind: PayableKind;
  move: PaymentMove;
  payment: HeldPayment;
  record?: MoveRecord;
  at: Date;
  audit?: MoveAudit;
}

/** Moves one locked payment (see movePayments), with the admin's audit row when given. */
export async function movePayment(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  { kind, move, payment, record, at, audit }: PaymentMoveRequest,
): Promise<void> {
  await movePayments(ctx, tx, kind, move, [{ payment, record }], at);
  if (audit) {
    await recordAudit(tx, { subject: { type: 'payment', id: payment.id }, ...audit, at });
  }
}

/**
 * Moves locked payments of one kind the same way in one statement (a bank statement pays thousands at once), each
 * with its own record; every record names the same columns. `at` is the payments' time of change.
 */
export async function movePayments(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  kind: PayableKind,
  move: PaymentMove,
  moves: readonly { payment: HeldPayment; record?: MoveRecord }[],
  at: Date,
): Promise<void> {
  if (moves.length === 0) return;
  const transition: PaymentTransition = PAYMENT_TRANSITIONS[move];
  const keys = Object.keys(moves[0]?.record ?? {}) as (keyof MoveRecord)[];
  for (const { payment, record } of moves) {
    assertMayMove(move, payment, record);
    if (Object.keys(record ?? {}).join() !== keys.join()) {
      throw new Error(`payment moves of one batch record different columns: ${keys.join()}`);
    }
  }

  const sets: SQL[] = [sql`status = ${transition.to}`, sql`updated_at = ${at}`];
  const arrays: SQL[] = [sql`${array(moves.map((m) => m.payment.id))}::uuid[]`];
  const names = ['id'];
  for (const key of keys) {
    const column = COLUMNS[key];
    sets.push(sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`);
    arrays.push(sql`${array(moves.map((m) => dbValue(m.record?.[key])))}::${sql.raw(column.type)}[]`);
    names.push(column.name);
  }
  if (transition.method === 'cleared') {
    for (const name of clearedColumns(kind)) sets.push(sql`${sql.identifier(name)} = null`);
  }
  // The status guard repeats the check in SQL: a caller's stale view of a payment moves nothing and is refused.
  const result = await tx.execute(sql`update ${payableTables[kind]} p set ${sql.join(sets, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as v(${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    where p.id = v.id and p.status = any(${array(transition.from)}::text[])`);
  if (result.rowCount !== moves.length) throw new AppError(transition.refusal, 409);

  if (transition.retiresLink) {
    for (const { payment } of moves) await queueLinkDeactivation(ctx, tx, payment.paymentLinkId);
  }
}
