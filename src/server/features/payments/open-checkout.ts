import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { CheckoutLinkResponse } from '../../../domain/payments/payments-api';
import type { AppContext } from '../../context';
import { checkoutSessions } from '../../db/schema';
import { AppError } from '../../errors';
import type { CheckoutReference } from '../../integrations/payments';
import { logFor } from '../../observability/log';
import { checkoutsOfReference } from './checkout-queries';

const log = logFor('payments');

// Opens a checkout (at Stripe or the test checkout) and records it in checkout_sessions, the row the fulfilment
// locks. The provider is called first and the row written after: a webhook that overtakes the insert still finds
// its payment through the session's metadata (fulfil-checkout.ts).

/** A second click within this time gets the same checkout back instead of a second one. */
const REUSE_WITHIN_MS = 30 * 60_000;

interface CheckoutToOpen {
  reference: CheckoutReference;
  amountCents: number;
  description: string;
  customerEmail: string | null;
}

async function reusableCheckout(ctx: AppContext, input: CheckoutToOpen, now: Date) {
  const [open] = await ctx.db
    .select({ url: checkoutSessions.url })
    .from(checkoutSessions)
    .where(
      and(
        checkoutsOfReference(input.reference),
        eq(checkoutSessions.amountCents, input.amountCents),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.createdAt, new Date(now.getTime() - REUSE_WITHIN_MS)),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return open?.url ?? null;
}

export async function openCheckout(ctx: AppContext, input: CheckoutToOpen): Promise<CheckoutLinkResponse> {
  const now = ctx.clock.now();
  const reusable = await reusableCheckout(ctx, input, now);
  if (reusable) return { url: reusable };

  const returnTo = `${ctx.config.appUrl}/zahlungen`;
  let opened: { id: string; url: string };
  try {
    opened = await ctx.payments.openCheckout({
      ...input,
      attemptId: randomUUID(),
      successUrl: `${returnTo}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${returnTo}?checkout=cancelled`,
    });
  } catch (err) {
    log.warn({ err }, 'checkout not opened');
    throw new AppError('PAYMENT_PROVIDER_ERROR', 502);
  }
  await ctx.db
    .insert(checkoutSessions)
    .values({
      id: opened.id,
      kind: input.reference.kind,
      paymentId: input.reference.paymentId,
      parentId: input.reference.parentId,
      amountCents: input.amountCents,
      url: opened.url,
      createdAt: now,
    })
    .onConflictDoNothing();
  return { url: opened.url };
}
