import { and, eq } from 'drizzle-orm';
import type { AssignUnmatchedRequest, UnmatchedMoney } from '../../../domain/payments/admin-payments-api';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { checkoutSessions, unmatchedResolutions } from '../../db/schema';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { PaymentProviderError } from '../../integrations/payments';
import { TEST_CHECKOUT_PREFIX, testPaymentIntentId } from '../../integrations/payments/test-checkout-gateway';
import { auditMoneySentBack } from './audit-money-sent-back';
import { methodOf } from './fulfil-checkout';
import { payFromUnmatched } from './pay-from-unmatched';
import { selectUnmatched } from './unmatched-money';

// Resolving money that matched no payment (docs/reliability.md promise 2: nothing is dropped, nothing counted
// twice): the admin assigns it to an open payment of the same amount, or sends it back through Stripe. Stripe
// is asked what was paid (the intent, the amount, card or TWINT) before anything is written; the resolution
// row (one per event, its primary key) makes a second click, or a second admin, find it resolved.

interface PaidMoney {
  money: UnmatchedMoney;
  paymentIntentId: string;
  amountCents: number;
  paidWith: 'card' | 'twint';
}

async function paidMoney(ctx: AppContext, eventId: string): Promise<PaidMoney> {
  const money = await selectUnmatched(ctx.db, eventId);
  if (!money) throw notFound();
  if (money.resolution) throw new AppError('UNMATCHED_RESOLVED', 409);
  let checkout: Awaited<ReturnType<AppContext['payments']['readCheckout']>> = null;
  try {
    checkout = money.checkoutId ? await ctx.payments.readCheckout(money.checkoutId) : null;
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR', 502);
    throw err;
  }
  if (checkout?.state.status === 'paid' && checkout.state.paymentIntentId) {
    return {
      money,
      paymentIntentId: checkout.state.paymentIntentId,
      amountCents: checkout.state.amountCents,
      paidWith: checkout.state.paidWith,
    };
  }
  const test = ctx.payments.kind === 'test' ? await completedTestCheckout(ctx, money.checkoutId) : null;
  if (!test) throw new AppError('UNMATCHED_NOT_AT_STRIPE', 409);
  return { money, ...test };
}

/** The test checkout keeps no provider record: its completed checkout row is what was paid (card path). */
async function completedTestCheckout(ctx: AppContext, checkoutId: string | null) {
  if (!checkoutId?.startsWith(TEST_CHECKOUT_PREFIX)) return null;
  const [row] = await ctx.db
    .select({ amountCents: checkoutSessions.amountCents })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, 'complete')));
  if (!row) return null;
  return {
    paymentIntentId: testPaymentIntentId(checkoutId),
    amountCents: row.amountCents,
    paidWith: 'card' as const,
  };
}

/** Claims the event for this resolution; a second claim finds the row and is refused. */
async function claim(tx: Tx, values: typeof unmatchedResolutions.$inferInsert): Promise<void> {
  const inserted = await tx
    .insert(unmatchedResolutions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: unmatchedResolutions.stripeEventId });
  if (inserted.length === 0) throw new AppError('UNMATCHED_RESOLVED', 409);
}

export async function assignUnmatched(
  ctx: AppContext,
  adminId: string,
  eventId: string,
  target: AssignUnmatchedRequest,
): Promise<UnmatchedMoney> {
  const paid = await paidMoney(ctx, eventId);
  await inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await claim(tx, {
      stripeEventId: eventId,
      resolution: 'ASSIGNED',
      paymentKind: target.kind,
      paymentId: target.paymentId,
      resolvedBy: adminId,
      resolvedAt: now,
    });
    await payFromUnmatched(
      ctx,
      tx,
      { adminId, listId: eventId, amountCents: paid.amountCents, at: now },
      target,
      {
        move: 'PAY_ONLINE',
        record: {
          method: methodOf(paid.paidWith),
          stripePaymentIntentId: paid.paymentIntentId,
          stripeSessionId: paid.money.checkoutId,
          paidAt: now,
        },
      },
    );
  });
  return (await selectUnmatched(ctx.db, eventId))!;
}

export async function refundUnmatched(
  ctx: AppContext,
  adminId: string,
  eventId: string,
): Promise<UnmatchedMoney> {
  const paid = await paidMoney(ctx, eventId);
  let refundId: string;
  try {
    const refund = await ctx.payments.refund({
      paymentIntentId: paid.paymentIntentId,
      amountCents: paid.amountCents,
      // One key per event and charge: two admins, or a retry after a lost answer, refund once.
      idempotencyKey: `refund-unmatched-${eventId}-${paid.paymentIntentId}`,
      metadata: { anpfiff_unmatched_event: eventId },
    });
    refundId = refund.id;
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR', 502);
    throw err;
  }
  await inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await claim(tx, {
      stripeEventId: eventId,
      resolution: 'REFUNDED',
      stripeRefundId: refundId,
      resolvedBy: adminId,
      resolvedAt: now,
    });
    await auditMoneySentBack(tx, {
      adminId,
      listId: eventId,
      action: 'unmatched.refund',
      amountCents: paid.amountCents,
      at: now,
    });
  });
  return (await selectUnmatched(ctx.db, eventId))!;
}
