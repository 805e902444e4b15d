import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { BookedSeat, SeatLedger, SeatOffer } from './book-seats';
import type { WaitlistKind } from './waitlist-queries';

/** What a waitlist needs of its kind of offer (trainings/training-waitlist.ts, camps/camp-waitlist.ts). */
export interface WaitlistLedger<Offer extends SeatOffer> {
  kind: WaitlistKind;
  seats: SeatLedger<Offer>;
  /** Whether a child may still join, and a freed seat still goes to the first in line. */
  isWaitlistOpen(offer: Offer, now: Date): boolean;
  /** The offer's own end of free cancellation (training: the 20-hour cutoff), null when it has none. */
  normalCutoff(offer: Offer): Date | null;
  /** Stores the end of the promoted registration's free cancellation. */
  markPromoted(tx: Tx, registrationId: string, freeUntil: Date): Promise<void>;
  /** After the seat is taken, inside the transaction: e.g. a training is paid by the family's credit. */
  settle(ctx: Pick<AppContext, 'jobs'>, tx: Tx, seat: BookedSeat, now: Date): Promise<BookedSeat['payment']>;
  /** What the mail and push name, and the parent page they lead to. */
  describe(offer: Offer): OfferDescription;
}

export interface OfferDescription {
  title: string;
  when: string;
  location: string;
  url: '/tiz-trainings' | '/camps';
}
