import { eq } from 'drizzle-orm';
import { CREDIT_PACK_PRICE_CENTS } from '../../../domain/constants';
import type { PaymentMethod } from '../../../domain/payments/status';
import { mayMove } from '../../../domain/payments/transitions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import type { StripeEventOutcome } from '../../db/schema/values';
import type { CheckoutReference, PaidWith } from '../../integrations/payments';
import { logFor } from '../../observability/log';
import { grantPurchasedPack } from '../credit-packs/grant-pack';
import { payableKindOf } from './payable-tables';
import { lockPayment, movePayment } from './payment-state';

const log = logFor('payments');

// The one place where a checkout's result changes money records, for Stripe webhooks, the return page's sync and
// the test checkout alike (docs/reliability.md promise 2). It runs inside the caller's transaction, locks the
// checkout row first (then the payment row), and is idempotent: a completed checkout is never applied again,
// a pack is granted once per checkout, and a paid payment is never set back to failed. Money that matches no
// open payment (the registration was cancelled meanwhile, or the payment was paid twice) is reported
// 'unmatched', for an admin.

export type Completion =
  | { result: 'paid'; paidWith: PaidWith; paymentIntentId: string | null; amountCents: number }
  | { result: 'failed'; paymentIntentId: string | null }
  | { result: 'expired' };

export interface FulfilmentResult {
  outcome: Exclude<StripeEventOutcome, 'failed'>;
  note: string | null;
}

export const methodOf = (paidWith: PaidWith): PaymentMethod =>
  paidWith === 'twint' ? 'STRIPE_TWINT' : 'STRIPE_ONLINE';

type Checkout = typeof checkoutSessions.$inferSelect;

const applied = (note: string | null = null): FulfilmentResult => ({ outcome: 'applied', note });
const ignored = (note: string): FulfilmentResult => ({ outcome: 'ignored', note });
const unmatched = (note: string): FulfilmentResult => ({ outcome: 'unmatched', note });

async function lockCheckout(tx: Tx, id: string): Promise<Checkout | undefined> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row;
}

/**
 * The checkout row, locked. A checkout we have no row for (the webhook overtook the insert after opening it, or
 * the insert failed) is recorded from the provider's metadata; one without our metadata is not ours.
 */
async function checkoutFor(
  tx: Tx,
  id: string,
  reference: CheckoutReference | null,
  amountCents: number,
  now: Date,
): Promise<Checkout | undefined> {
  const existing = await lockCheckout(tx, id);
  if (existing || !reference) return existing;
  try {
    await tx.transaction((savepoint) =>
      savepoint
        .insert(checkoutSessions)
        .values({ id, ...reference, amountCents, createdAt: now })
        .onConflictDoNothing(),
    );
  } catch (err) {
    // Metadata naming a parent we do not know: not ours to apply.
    log.warn({ checkoutId: id, err }, 'checkout from metadata not recorded');
    return undefined;
  }
  return lockCheckout(tx, id);
}

async function setCheckout(tx: Tx, checkout: Checkout, values: Partial<Checkout>): Promise<void> {
  await tx.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, checkout.id));
}

async function lockCheckoutPayment(tx: Tx, checkout: Checkout) {
  const kind = payableKindOf(checkout.kind);
  if (!kind || !checkout.paymentId) return undefined;
  const payment = await lockPayment(tx, kind, checkout.paymentId);
  return payment && { kind, payment };
}

async function applyPaid(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'jobs'>,
  checkout: Checkout,
  paid: Extract<Completion, { result: 'paid' }>,
  now: Date,
): Promise<FulfilmentResult> {
  const method = methodOf(paid.paidWith);
  await setCheckout(tx, checkout, { status: 'complete', completedAt: now });

  if (checkout.kind === 'CREDIT_PACK') {
    if (paid.amountCents < CREDIT_PACK_PRICE_CENTS) {
      return unmatched(
        `pack checkout ${checkout.id} paid ${paid.amountCents} cents, less than the pack's price`,
      );
    }
    const packId = await grantPurchasedPack(tx, {
      checkoutId: checkout.id,
      parentId: checkout.parentId,
      paidCents: paid.amountCents,
      method,
      now,
      validityMonths: ctx.config.CREDIT_PACK_VALIDITY_MONTHS,
    });
    if (!packId) return ignored(`the pack of checkout ${checkout.id} exists already`);
    await setCheckout(tx, checkout, { paymentId: packId });
    return applied();
  }

  const locked = await lockCheckoutPayment(tx, checkout);
  if (!locked) {
    return unmatched(
      `${checkout.kind} ${checkout.paymentId} no longer exists (registration cancelled?): ${paid.amountCents} cents to refund`,
    );
  }
  const { kind, payment } = locked;
  if (!mayMove('PAY_ONLINE', payment)) {
    return unmatched(
      `${kind} payment ${payment.id} was already ${payment.status} (${payment.method ?? 'no method'}): paid twice, ${paid.amountCents} cents to refund`,
    );
  }
  if (paid.amountCents !== payment.amountCents) {
    return unmatched(
      `${kind} payment ${payment.id} is ${payment.amountCents} cents, the checkout paid ${paid.amountCents}`,
    );
  }
  // Paid (through its payment link or another way): the move retires the admin's link of it.
  await movePayment(ctx, tx, {
    kind,
    move: 'PAY_ONLINE',
    payment,
    record: {
      method,
      paidAt: now,
      stripeSessionId: checkout.id,
      stripePaymentIntentId: paid.paymentIntentId,
    },
    at: now,
  });
  return applied();
}

async function applyFailed(
  tx: Tx,
  ctx: Pick<AppContext, 'jobs'>,
  checkout: Checkout,
  now: Date,
): Promise<FulfilmentResult> {
  await setCheckout(tx, checkout, { status: 'failed' });
  const locked = await lockCheckoutPayment(tx, checkout);
  // Only an open payment turns "Fehlgeschlagen": a late failure never undoes a payment that went through.
  if (locked && mayMove('FAIL_ONLINE', locked.payment)) {
    await movePayment(ctx, tx, { kind: locked.kind, move: 'FAIL_ONLINE', payment: locked.payment, at: now });
  }
  return applied();
}

export async function fulfilCheckout(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs'>,
  input: { checkoutId: string; completion: Completion; reference?: CheckoutReference | null },
): Promise<FulfilmentResult> {
  const now = ctx.clock.now();
  const { completion } = input;
  const amount = completion.result === 'paid' ? completion.amountCents : 0;
  const checkout = await checkoutFor(tx, input.checkoutId, input.reference ?? null, amount, now);
  if (!checkout) return unmatched(`no checkout ${input.checkoutId} of ours`);
  if (checkout.status === 'complete') return ignored(`checkout ${checkout.id} is complete already`);
  switch (completion.result) {
    case 'paid':
      return applyPaid(tx, ctx, checkout, completion, now);
    case 'failed':
      return applyFailed(tx, ctx, checkout, now);
    case 'expired':
      await setCheckout(tx, checkout, { status: 'expired' });
      return applied();
  }
}
