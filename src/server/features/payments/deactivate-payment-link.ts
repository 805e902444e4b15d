import type { AppContext } from '../../context';

// Called after the transaction that left the payment paid or reset has committed: a provider call never holds a
// row lock, and a failure here changes nothing already recorded.

/** Best effort: a link Stripe keeps active for a payment that is no longer open only leads to unmatched money. */
export async function deactivateQuietly(ctx: AppContext, linkId: string): Promise<void> {
  try {
    await ctx.payments.deactivatePaymentLink(linkId);
  } catch (err) {
    console.warn('[payments] payment link not deactivated:', linkId, (err as Error).message);
  }
}
