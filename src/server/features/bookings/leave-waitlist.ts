import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { type Actor, assertMayActFor } from './actor';
import { deleteEntries, type WaitlistOffer } from './waitlist-queries';

/** "Von der Warteliste nehmen": the child leaves the queue; those behind move up. */
export async function leaveWaitlist(
  ctx: AppContext,
  input: WaitlistOffer & { actor: Actor; childId: string },
): Promise<void> {
  await inRetriedTransaction(ctx.db, (tx) => leaveWaitlistIn(tx, input, ctx.clock.now()));
}

/** Inside the caller's transaction (the back office adds its audit row). */
export async function leaveWaitlistIn(
  tx: Tx,
  input: WaitlistOffer & { actor: Actor; childId: string },
  now: Date,
) {
  await assertMayActFor(tx, input.actor, [input.childId]);
  const removed = await deleteEntries(tx, input, [input.childId]);
  if (removed.length === 0) throw new AppError('NOT_WAITLISTED', 409);
  const { kind, offerId, childId } = input;
  await recordOfferChange(tx, { kind, offerId, childIds: [childId], change: 'WAITLIST_LEFT', at: now });
}
