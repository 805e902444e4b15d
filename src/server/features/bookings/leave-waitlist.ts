import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { type Actor, assertMayActFor } from './actor';
import { deleteEntries, type WaitlistOffer } from './waitlist-queries';

/** "Von der Warteliste nehmen": the child leaves the queue; those behind move up. */
export async function leaveWaitlist(
  ctx: AppContext,
  input: WaitlistOffer & { actor: Actor; childId: string },
): Promise<void> {
  await inRetriedTransaction(ctx.db, (tx) => leaveWaitlistIn(tx, input));
}

/** Inside the caller's transaction (the back office adds its audit row). */
export async function leaveWaitlistIn(tx: Tx, input: WaitlistOffer & { actor: Actor; childId: string }) {
  await assertMayActFor(tx, input.actor, [input.childId]);
  const removed = await deleteEntries(tx, input, [input.childId]);
  if (removed.length === 0) throw new AppError('NOT_WAITLISTED', 409);
}
