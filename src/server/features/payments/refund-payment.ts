import { eq, sql } from 'drizzle-orm';
import type { PayableKind, RefundAnswer } from '../../../domain/payments/payments-api';
import { isStripeMethod, type PaymentMethod, type PaymentStatus } from '../../../domain/payments/status';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { children } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { PaymentProviderError, type RefundResult } from '../../integrations/payments';
import { logFor } from '../../observability/log';
import { createRefundPack, restoreConsumedCredit } from '../credit-packs/give-credit-back';
import { payableTables } from './payable-tables';
import { assertMayMove, type HeldPayment, type MoveAudit, movePayment } from './payment-state';

const log = logFor('payments');

// The admin's "Rückerstatten" (admin-back-office.md sections 4 and 7, stripe-refund), also run for a cancelled camp
// paid online (camp-refund-job.ts). A paid payment becomes REFUNDED, and the money goes back the way it came in:
// - card or TWINT through Stripe: a refund through the API with an idempotency key of this payment and charge,
//   never more than was charged (the gateway also caps it at what the charge received);
// - credit (a training or a CHF 25 camp payment): the consumption is reverted and the credit goes back on its pack
//   (or, if that pack can no longer be used, onto a one-credit refund pack, so the credit is never lost);
// - TWINT by hand, cash, gratis, voucher (and anything else): the answer says the money must be returned by hand;
//   a camp payment then shows "in Bearbeitung" until an admin confirms the repayment.
// Stripe is asked outside any transaction (decision 011): a short transaction decides what to refund, Stripe
// refunds under the idempotency key, a second short transaction records it if the payment is still the paid one.
// Two refunds at once send the same key, so Stripe refunds once; the one that records second is refused (409).

/** Training and camp payments; the back office also refunds a paid camp cancellation fee. */
type RefundKind = PayableKind;

export interface RefundRequest {
  paymentId: string;
  kind: RefundKind;
  /** Camp refunds may return less than was paid (the fee); never more. Default: the whole amount. */
  amountCents?: number;
  /** The admin's audit row, written in the transaction that records the refund: it exists exactly when the refund
   * does. */
  audit?: (answer: RefundAnswer) => MoveAudit;
}

interface LockedPayment extends HeldPayment {
  childId: string;
  stripePaymentIntentId: string | null;
}

async function lockRefundable(tx: Tx, request: RefundRequest): Promise<LockedPayment> {
  const result = await tx.execute<{
    id: string;
    child_id: string;
    status: PaymentStatus;
    method: PaymentMethod | null;
    amount_cents: number;
    stripe_payment_intent_id: string | null;
    stripe_payment_link_id: string | null;
  }>(sql`select id, child_id, status, method, amount_cents, stripe_payment_intent_id, stripe_payment_link_id
    from ${payableTables[request.kind]} where id = ${request.paymentId} for update`);
  const row = result.rows[0];
  if (!row) throw notFound();
  const payment: LockedPayment = {
    id: row.id,
    childId: row.child_id,
    status: row.status,
    method: row.method,
    amountCents: row.amount_cents,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    paymentLinkId: row.stripe_payment_link_id,
  };
  assertMayMove('REFUND', payment);
  return payment;
}

async function refundAtStripe(
  ctx: AppContext,
  request: RefundRequest,
  payment: LockedPayment & { stripePaymentIntentId: string },
  cents: number,
): Promise<RefundResult> {
  const intentId = payment.stripePaymentIntentId;
  try {
    return await ctx.payments.refund({
      paymentIntentId: intentId,
      amountCents: cents,
      // One key per payment and charge: a retry after a lost answer, or a second click, refunds once.
      idempotencyKey: `refund-${request.kind}-${payment.id}-${intentId}`,
      metadata: { anpfiff_kind: request.kind, anpfiff_payment_id: payment.id },
    });
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      log.warn({ err }, 'refund failed');
      throw new AppError('PAYMENT_PROVIDER_ERROR', 502);
    }
    throw err;
  }
}

/**
 * Gives the credit that paid a training or camp payment back: on its pack, or on a one-credit refund pack when that
 * pack can no longer be used. Also used by a camp cancellation within its free window (cancel-camp.ts).
 */
export async function restoreCredit(
  ctx: Pick<AppContext, 'config'>,
  tx: Tx,
  kind: 'training' | 'camp',
  payment: Pick<LockedPayment, 'id' | 'childId'>,
  now: Date,
): Promise<boolean> {
  const packId = await restoreConsumedCredit(tx, payment.id, now, kind);
  if (packId) return true;
  const [child] = await tx
    .select({ parentId: children.parentId })
    .from(children)
    .where(eq(children.id, payment.childId));
  if (!child) return false;
  await createRefundPack(tx, {
    parentId: child.parentId,
    paymentId: kind === 'training' ? payment.id : null,
    now,
    validityMonths: ctx.config.CREDIT_PACK_VALIDITY_MONTHS,
  });
  return true;
}

/** Marks the locked payment REFUNDED with the caller's audit row; credit goes back here, money by hand is left to an admin. */
async function recordRefund(
  ctx: AppContext,
  tx: Tx,
  request: RefundRequest,
  payment: LockedPayment,
  cents: number,
  stripeRefund: RefundResult | null,
): Promise<RefundAnswer> {
  const now = ctx.clock.now();
  const creditRestored =
    request.kind !== 'campFee' && payment.method === 'CREDIT'
      ? await restoreCredit(ctx, tx, request.kind, payment, now)
      : false;
  const manual = !stripeRefund && !creditRestored && cents > 0;
  const answer: RefundAnswer = {
    manual_refund_required: manual,
    payment_method: payment.method,
    credit_restored: creditRestored,
    stripe_refund_id: stripeRefund?.id ?? null,
    refunded_cents: stripeRefund?.amountCents ?? (creditRestored ? 0 : cents),
  };
  await movePayment(ctx, tx, {
    kind: request.kind,
    move: 'REFUND',
    payment,
    // Money returned by hand stays "in Bearbeitung" until an admin confirms it; otherwise nothing is pending.
    record:
      request.kind === 'camp'
        ? { refundCents: cents, manualRefundCompletedAt: manual ? null : now }
        : undefined,
    at: now,
    audit: request.audit?.(answer),
  });
  return answer;
}

const viaStripe = (payment: LockedPayment): payment is LockedPayment & { stripePaymentIntentId: string } =>
  isStripeMethod(payment.method) && payment.stripePaymentIntentId !== null;

export async function refundPayment(ctx: AppContext, request: RefundRequest): Promise<RefundAnswer> {
  type Decision =
    | { answer: RefundAnswer }
    | { stripe: LockedPayment & { stripePaymentIntentId: string }; cents: number };
  const decided = await inRetriedTransaction(ctx.db, async (tx): Promise<Decision> => {
    const payment = await lockRefundable(tx, request);
    const cents = Math.min(request.amountCents ?? payment.amountCents, payment.amountCents);
    if (cents < 0) throw new AppError('VALIDATION', 400);
    if (viaStripe(payment) && cents > 0) return { stripe: payment, cents };
    return { answer: await recordRefund(ctx, tx, request, payment, cents, null) };
  });
  if ('answer' in decided) return decided.answer;

  const { stripe: payment, cents } = decided;
  const stripeRefund = await refundAtStripe(ctx, request, payment, cents);
  return inRetriedTransaction(ctx.db, async (tx) => {
    const current = await lockRefundable(tx, request);
    if (current.stripePaymentIntentId !== payment.stripePaymentIntentId) {
      throw new AppError('PAYMENT_NOT_REFUNDABLE', 409, { status: current.status });
    }
    const refunded = Math.min(stripeRefund.amountCents, current.amountCents);
    return recordRefund(ctx, tx, request, current, refunded, stripeRefund);
  });
}
