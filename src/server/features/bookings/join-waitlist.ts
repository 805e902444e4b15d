import type { WaitlistJoinResponse } from '../../../domain/bookings/contracts';
import { seatsLeft } from '../../../domain/bookings/seat-badge';
import { queuePlaces } from '../../../domain/bookings/waitlist';
import type { AppContext } from '../../context';
import { inRetriedTransaction, mapUniqueViolation } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { type AnswersByChild, saveBookingAnswers } from '../questions/booking-answers';
import { type Actor, assertMayActFor } from './actor';
import { lockOffer, type SeatOffer } from './offer-seats';
import { activeChildIds } from './registration-queries';
import type { WaitlistLedger } from './waitlist-ledger';
import { insertEntries, selectQueue } from './waitlist-queries';

/**
 * "Auf die Warteliste": the chosen children join the queue of a full offer, by the booking's own rules (the
 * family's children, the list still open, not already booked or waiting). Under the offer's row lock, like a
 * booking: a seat freed meanwhile went to the queue already, so "full" is decided on what is committed.
 */
export async function joinWaitlist<Offer extends SeatOffer>(
  ctx: AppContext,
  ledger: WaitlistLedger<Offer>,
  input: { actor: Actor; offerId: string; childIds: readonly string[]; answers?: AnswersByChild },
): Promise<WaitlistJoinResponse> {
  const childIds = [...new Set(input.childIds)];
  return inRetriedTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await assertMayActFor(tx, input.actor, childIds);
    const { seats } = ledger;
    const offer = await lockOffer(tx, seats, input.offerId);
    if (!offer) throw notFound();
    if (!seats.policy.isWaitlistOpen(offer, now)) throw new AppError('WAITLIST_CLOSED', 409);
    const active = new Set(await activeChildIds(tx, seats.tables, offer.id));
    const already = childIds.filter((id) => active.has(id));
    if (already.length > 0)
      throw new AppError(seats.policy.alreadyRegisteredError, 409, { childIds: already });
    const left = seatsLeft(offer.capacity, active.size);
    if (left > 0) throw new AppError('WAITLIST_SEATS_FREE', 409, { seatsLeft: left });
    const key = { kind: seats.policy.kind, offerId: offer.id };
    // The questions are asked at the join: the promotion that gives the seat later passes on these answers.
    await saveBookingAnswers(tx, { ...key, childIds, answers: input.answers, actor: input.actor, now });
    try {
      await tx.transaction((savepoint) => insertEntries(savepoint, key, childIds, input.actor.userId, now));
    } catch (err) {
      mapUniqueViolation(err, { [seats.tables.waitlistIndex]: 'ALREADY_WAITLISTED' });
    }
    await recordOfferChange(tx, { ...key, childIds, change: 'WAITLIST_JOINED', at: now });
    const places = queuePlaces(await selectQueue(tx, key));
    return { entries: childIds.map((childId) => ({ childId, place: places.get(childId) ?? 0 })) };
  });
}
