import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { logFor } from '../../observability/log';
import { type FulfilmentResult, fulfilCheckout } from './fulfil-checkout';

const log = logFor('payments');

// Money that matches nothing must reach an admin (docs/reliability.md promise 2). A webhook keeps it on its
// own stripe_events row. When the parent's return (or the test checkout) applies a checkout first, the
// checkout is complete by the time the webhook comes, so the webhook changes nothing and would keep nothing:
// the return keeps the money itself, on a row of its own keyed by the checkout (a second return finds it and
// adds none).

type FulfilmentSource = 'checkout.return' | 'checkout.test';

/** fulfilCheckout for callers that are not a webhook event, keeping unmatched money where admins look for it. */
export async function fulfilKeepingUnmatched(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock' | 'jobs'>,
  input: Parameters<typeof fulfilCheckout>[2],
  source: FulfilmentSource,
): Promise<FulfilmentResult> {
  const result = await fulfilCheckout(tx, ctx, input);
  if (result.outcome !== 'unmatched') return result;
  log.warn({ checkoutId: input.checkoutId, note: result.note }, 'unmatched money');
  const now = ctx.clock.now();
  await tx
    .insert(stripeEvents)
    .values({
      id: `${source}:${input.checkoutId}`,
      type: source,
      payload: { checkoutId: input.checkoutId },
      receivedAt: now,
      processedAt: now,
      outcome: 'unmatched',
      note: result.note,
    })
    .onConflictDoNothing();
  return result;
}
