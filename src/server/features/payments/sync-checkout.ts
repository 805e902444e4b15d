import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { checkoutSessions } from '../../db/schema';
import type { CheckoutStatus } from '../../db/schema/values';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { type CheckoutState, PaymentProviderError, type ProviderCheckout } from '../../integrations/payments';
import { logFor } from '../../observability/log';
import type { Completion } from './fulfil-checkout';
import { fulfilKeepingUnmatched } from './keep-unmatched';

const log = logFor('payments');

// Whatever told us about a checkout (a webhook, the parent coming back from Stripe), we act on the state the
// provider reports now, not on the message: events that arrive late or out of order still end in the right state.

/** What the fulfilment does with a checkout's current state; null while it is still open. */
export function completionOf(state: CheckoutState): Completion | null {
  switch (state.status) {
    case 'paid':
      return {
        result: 'paid',
        paidWith: state.paidWith,
        paymentIntentId: state.paymentIntentId,
        amountCents: state.amountCents,
      };
    case 'failed':
      return { result: 'failed', paymentIntentId: state.paymentIntentId };
    case 'expired':
      return { result: 'expired' };
    case 'open':
      return null;
  }
}

/** Re-reads a checkout at the provider; a provider outage is a 502 for the caller to retry. */
async function readProviderCheckout(ctx: AppContext, id: string): Promise<ProviderCheckout | null> {
  try {
    return await ctx.payments.readCheckout(id);
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      log.warn({ err }, 'checkout not synced');
      throw new AppError('PAYMENT_PROVIDER_ERROR', 502);
    }
    throw err;
  }
}

/**
 * The return page's "did my payment go through?": the parent's own checkout, brought up to date with the provider
 * so the page shows "Bezahlt" even before the webhook arrives. Another parent's checkout is unknown (404).
 */
export async function syncOwnCheckout(
  ctx: AppContext,
  userId: string,
  checkoutId: string,
): Promise<{ status: CheckoutStatus }> {
  const own = and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.parentId, userId));
  const [checkout] = await ctx.db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(own);
  if (!checkout) throw notFound();
  if (checkout.status === 'complete') return { status: checkout.status };
  const provider = await readProviderCheckout(ctx, checkoutId);
  const completion = provider && completionOf(provider.state);
  if (!completion) return { status: checkout.status };
  await inRetriedTransaction(ctx.db, (tx) =>
    fulfilKeepingUnmatched(
      tx,
      ctx,
      { checkoutId, completion, reference: provider.reference },
      'checkout.return',
    ),
  );
  const [after] = await ctx.db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(own);
  return { status: after?.status ?? checkout.status };
}
