import type { OfferPolicy } from '../../../domain/bookings/offer-policy';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { BookedSeat, SeatLedger, SeatOffer } from './offer-seats';

/**
 * What a waitlist needs of its kind of offer beyond its seats and rules (trainings/training-waitlist.ts,
 * camps/camp-waitlist.ts): when the list is open and how long a promoted seat is free to cancel are the offer's
 * policy (domain/bookings/offer-policy.ts).
 */
export interface WaitlistLedger<Offer extends SeatOffer> {
  seats: SeatLedger<Offer>;
  /** After the seat is taken, inside the transaction: e.g. a training is paid by the family's credit. */
  settle(ctx: Pick<AppContext, 'jobs'>, tx: Tx, seat: BookedSeat, now: Date): Promise<BookedSeat['payment']>;
  /** What the mail and push name (the page they lead to is the policy's). */
  describe(offer: Offer): Omit<OfferDescription, 'url'>;
}

export interface OfferDescription {
  title: string;
  when: string;
  location: string;
  url: OfferPolicy<unknown>['page'];
}
