// Trainings and camps are booked by one engine (server/features/bookings: seats, waitlist, participants, payments);
// what differs between the two kinds of offer is this table, and nothing else decides it:
//
//                          training                              camp
// parents book and cancel  until it starts                       while its first day is today or later (Zurich)
// waitlist open            until the 20-hour cutoff              until the camp starts
// free cancellation until  the 20-hour cutoff                    never: the CHF 100 fee applies from the booking
// what cancelling costs    training-cancellation.ts              camp-cancellation.ts
//                          (credit back on time, CHF 25 late)    (refund minus the CHF 100 fee)
// paid with credit         at once when booked (one CHF 25 unit) only by the back office
//
// A promoted child may always cancel free of charge for 2 hours (waitlist.ts), on top of the free cancellation.
import type { ErrorCode } from '../errors';
import { type DateOnly, isCampUpcoming } from '../time';
import type { InstantInput } from '../time/instant';
import { cancellationDeadline } from './training-cancellation';
import { isTrainingOpen } from './training-open';
import { isCampWaitlistOpen, isTrainingWaitlistOpen } from './waitlist';

export type OfferKind = 'training' | 'camp';

export interface OfferPolicy<Offer> {
  kind: OfferKind;
  /** Parents may book and cancel while this holds (an admin also afterwards). */
  isOpen(offer: Offer, now: InstantInput): boolean;
  /** A child may join the waitlist, and a freed seat goes to the first in line, while this holds. */
  isWaitlistOpen(offer: Offer, now: InstantInput): boolean;
  /** The end of the offer's own free cancellation; null when cancelling costs from the booking on. */
  freeCancellationCutoff(offer: Offer): Date | null;
  /** The refusal of a booking or a parent's cancellation once the offer is closed. */
  closedError: ErrorCode;
  alreadyRegisteredError: ErrorCode;
  /** The refusal of deleting an offer with registrations the admin did not confirm cancelling. */
  hasBookingsError: ErrorCode;
  /** The parent page a mail or push about the offer leads to. */
  page: '/tiz-trainings' | '/camps';
}

export const trainingPolicy: OfferPolicy<{ startsAt: InstantInput }> = {
  kind: 'training',
  isOpen: (session, now) => isTrainingOpen(session.startsAt, now),
  isWaitlistOpen: (session, now) => isTrainingWaitlistOpen(session.startsAt, now),
  freeCancellationCutoff: (session) => cancellationDeadline(session.startsAt),
  closedError: 'TRAINING_CLOSED',
  alreadyRegisteredError: 'ALREADY_REGISTERED_TRAINING',
  hasBookingsError: 'TRAINING_HAS_BOOKINGS',
  page: '/tiz-trainings',
};

export const campPolicy: OfferPolicy<{ startDate: DateOnly; startTime: string | null }> = {
  kind: 'camp',
  isOpen: (camp, now) => isCampUpcoming(camp, now),
  isWaitlistOpen: (camp, now) => isCampWaitlistOpen(camp, now),
  freeCancellationCutoff: () => null,
  closedError: 'CAMP_CLOSED',
  alreadyRegisteredError: 'ALREADY_REGISTERED_CAMP',
  hasBookingsError: 'CAMP_HAS_BOOKINGS',
  page: '/camps',
};
