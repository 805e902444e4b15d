import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { checkoutSessions, stripeEvents } from '../../db/schema';
import type { StripeEventOutcome } from '../../db/schema/values';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import {
  type CheckoutReference,
  PaymentProviderError,
  type WebhookEvent,
  WebhookSignatureError,
} from '../../integrations/payments';
import { logFor } from '../../observability/log';
import { checkoutsOfReference } from '../payments/checkout-queries';
import { type Completion, type FulfilmentResult, fulfilCheckout } from '../payments/fulfil-checkout';
import { completionOf } from '../payments/sync-checkout';

const log = logFor('webhooks');

// POST /api/webhooks/stripe (docs/reliability.md promise 2):
// 1. the signature is verified on the raw body (missing, wrong or older than 5 minutes: 400, nothing changes);
// 2. the object's current state is re-read from Stripe, so the order events arrive in does not matter;
// 3. in ONE transaction the event id is inserted (ON CONFLICT DO NOTHING: a second delivery, even a concurrent one,
//    finds it and changes nothing) and the fulfilment applied; the outcome is stored with the event, and an event
//    that matches no payment stays in stripe_events as 'unmatched' for an admin.
// A database or Stripe outage throws, so Stripe gets a 5xx and delivers again later.

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const PAYMENT_FAILED_EVENT = 'payment_intent.payment_failed';

/** What the event asks us to do, worked out from Stripe's current state before the transaction starts. */
type Plan =
  | { action: 'fulfil'; checkoutId: string; completion: Completion; reference: CheckoutReference | null }
  | { action: 'fail-latest-checkout'; reference: CheckoutReference; paymentIntentId: string }
  | { action: 'record'; outcome: Exclude<StripeEventOutcome, 'failed'>; note: string };

async function planFor(ctx: AppContext, event: WebhookEvent): Promise<Plan> {
  if (!event.objectId) return { action: 'record', outcome: 'ignored', note: 'event without an object id' };
  if (CHECKOUT_EVENTS.has(event.type)) {
    const checkout = await ctx.payments.readCheckout(event.objectId);
    if (!checkout)
      return { action: 'record', outcome: 'unmatched', note: `Stripe has no session ${event.objectId}` };
    const completion = completionOf(checkout.state);
    if (!completion) return { action: 'record', outcome: 'ignored', note: 'checkout still open' };
    return { action: 'fulfil', checkoutId: checkout.id, completion, reference: checkout.reference };
  }
  if (event.type === PAYMENT_FAILED_EVENT) {
    const intent = await ctx.payments.readPaymentIntent(event.objectId);
    if (!intent?.failed)
      return { action: 'record', outcome: 'ignored', note: 'payment intent has not failed (now)' };
    if (!intent.reference) {
      return { action: 'record', outcome: 'unmatched', note: `payment intent ${intent.id} is not ours` };
    }
    return { action: 'fail-latest-checkout', reference: intent.reference, paymentIntentId: intent.id };
  }
  return { action: 'record', outcome: 'ignored', note: `event type ${event.type} not handled` };
}

/** A failed attempt inside a checkout: the payment's latest unfinished checkout fails (a card can be retried). */
async function failLatestCheckout(
  tx: Tx,
  ctx: AppContext,
  plan: Extract<Plan, { action: 'fail-latest-checkout' }>,
): Promise<FulfilmentResult> {
  const [checkout] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(checkoutsOfReference(plan.reference), inArray(checkoutSessions.status, ['open', 'failed'])))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  if (!checkout) return { outcome: 'ignored', note: 'no unfinished checkout for the failed payment intent' };
  return fulfilCheckout(tx, ctx, {
    checkoutId: checkout.id,
    completion: { result: 'failed', paymentIntentId: plan.paymentIntentId },
  });
}

interface WebhookAnswer {
  received: true;
  duplicate: boolean;
  outcome: StripeEventOutcome | null;
}

export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  let event: WebhookEvent | null;
  try {
    event = ctx.payments.verifyWebhook(rawBody, signature, ctx.clock.now());
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      log.warn({ err }, 'Stripe signature refused');
      throw new AppError('BAD_REQUEST', 400);
    }
    throw err;
  }
  // The test checkout takes no webhooks.
  if (!event) throw notFound();
  const verified = event;

  let plan: Plan;
  try {
    plan = await planFor(ctx, verified);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.warn({ err }, 'Stripe event not stored');
    throw new AppError('UNAVAILABLE', 503);
  }

  return inRetriedTransaction(ctx.db, async (tx): Promise<WebhookAnswer> => {
    const now = ctx.clock.now();
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: verified.id, type: verified.type, payload: verified.payload, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { received: true, duplicate: true, outcome: null };

    const result =
      plan.action === 'fulfil'
        ? await fulfilCheckout(tx, ctx, plan)
        : plan.action === 'fail-latest-checkout'
          ? await failLatestCheckout(tx, ctx, plan)
          : { outcome: plan.outcome, note: plan.note };
    if (result.outcome === 'unmatched')
      log.warn({ eventId: verified.id, note: result.note }, 'unmatched Stripe event');
    await tx
      .update(stripeEvents)
      .set({ outcome: result.outcome, note: result.note, processedAt: now })
      .where(eq(stripeEvents.id, verified.id));
    return { received: true, duplicate: false, outcome: result.outcome };
  });
}
