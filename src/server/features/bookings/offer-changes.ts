import { eq } from 'drizzle-orm';
import type { ErrorCode } from '../../../domain/errors';
import type { Tx } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgError } from '../../db/pg-error';
import { AppError, notFound } from '../../errors';
import type { OfferTables } from './offer-tables';
import { activeChildIds, lockLiveOffer } from './registration-queries';
import { clearQueue } from './waitlist-queries';

// An admin's changes to a training or camp that touch its seats, the same for both kinds, inside the caller's
// transaction (the caller writes its own columns and audit row).

type OfferRow<T extends OfferTables> = T['offers']['$inferSelect'];

/**
 * Before a change: the offer's row locked exactly as a booking locks it (FOR NO KEY UPDATE), so a parent booking
 * the last seat and an admin lowering the capacity run one after the other and can never overbook together
 * (docs/reliability.md promise 1). The capacity may not drop below the active registrations. Answers the row as it
 * was.
 */
export async function lockForChange<T extends OfferTables>(
  tx: Tx,
  t: T,
  offerId: string,
  capacity: number,
): Promise<OfferRow<T>> {
  const before = await lockLiveOffer(tx, t, offerId);
  if (!before) throw notFound();
  const registered = (await activeChildIds(tx, t, offerId)).length;
  if (capacity < registered) throw new AppError('CAPACITY_BELOW_BOOKINGS', 409, { registered });
  return before;
}

/**
 * Deletes an offer. With active registrations it is refused unless the admin confirmed cancelling them: then each is
 * cancelled through the parents' own cancellation (`cancel`: its refund rule, the parent's mail), and nobody waits
 * for it any more (issue 16). An offer nothing refers to is removed; one with history (cancelled registrations,
 * payments, credits, fees) is marked deleted instead, after `keep` removed what must not outlive it, so the money
 * records keep the offer they name. Answers the row as it was, how many registrations were cancelled and whether
 * the row was kept.
 */
export async function deleteOffer<T extends OfferTables>(
  tx: Tx,
  t: T,
  policy: { hasBookingsError: ErrorCode },
  input: { offerId: string; cancelBookings: boolean; now: Date },
  hooks: { cancel(childId: string): Promise<unknown>; keep?(): Promise<void> },
): Promise<{ offer: OfferRow<T>; cancelled: number; kept: boolean }> {
  const { offerId, now } = input;
  const offer = await lockLiveOffer(tx, t, offerId);
  if (!offer) throw notFound();
  const booked = await activeChildIds(tx, t, offerId);
  if (booked.length > 0 && !input.cancelBookings) {
    throw new AppError(policy.hasBookingsError, 409, { registrations: booked.length });
  }
  for (const childId of booked) await hooks.cancel(childId);
  await clearQueue(tx, { kind: t.kind, offerId });

  const offers: OfferTables['offers'] = t.offers;
  let kept = false;
  try {
    await tx.transaction((savepoint) => savepoint.delete(offers).where(eq(offers.id, offerId)));
  } catch (err) {
    if (pgError(err)?.code !== FOREIGN_KEY_VIOLATION) throw err;
    kept = true;
    await hooks.keep?.();
    await tx.update(offers).set({ deletedAt: now, updatedAt: now }).where(eq(offers.id, offerId));
  }
  return { offer, cancelled: booked.length, kept };
}
