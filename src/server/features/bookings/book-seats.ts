import type { RegistrationPayment } from '../../../domain/bookings/contracts';
import { seatsLeft } from '../../../domain/bookings/seat-badge';
import type { ErrorCode } from '../../../domain/errors';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type Actor, assertMayActFor } from './actor';
import { mapUniqueViolation } from './transaction';

// The seat rule shared by trainings and camps (RELIABILITY.md promise 1): inside the booking transaction the
// offer's row is locked, the active registrations are counted, and either every chosen child gets a seat or
// none does. Two bookings of one offer therefore run one after the other; bookings of different offers do not
// wait for each other.

export interface SeatOffer {
  id: string;
  capacity: number;
  priceCents: number;
}

export interface BookedSeat {
  childId: string;
  registrationId: string;
  payment: RegistrationPayment;
}

/** How one kind of offer (training or camp) stores its seats. */
export interface SeatLedger<Offer extends SeatOffer> {
  /** The offer and its free seats as last committed, without a lock; undefined when there is no such offer. */
  peek(tx: Tx, offerId: string): Promise<{ offer: Offer; seatsLeft: number } | undefined>;
  /** Locks the offer's row until the transaction ends; undefined when there is no such offer. */
  lock(tx: Tx, offerId: string): Promise<Offer | undefined>;
  /** Parents may book only while this holds (admins may also add a child to a past offer). */
  isOpen(offer: Offer, now: Date): boolean;
  activeChildIds(tx: Tx, offerId: string): Promise<string[]>;
  /** Inserts one registration and one open payment at the offer's price per child. */
  register(tx: Tx, offer: Offer, childIds: readonly string[], actor: Actor, now: Date): Promise<BookedSeat[]>;
  closedError: ErrorCode;
  alreadyRegisteredError: ErrorCode;
  /** The partial unique index on active registrations, the database's own guard against double booking. */
  activeRegistrationIndex: string;
}

export async function bookSeats<Offer extends SeatOffer>(
  tx: Tx,
  ledger: SeatLedger<Offer>,
  input: { actor: Actor; offerId: string; childIds: readonly string[]; now: Date },
): Promise<{ offer: Offer; booked: BookedSeat[] }> {
  const { actor, offerId, childIds, now } = input;
  await assertMayActFor(tx, actor, childIds);

  // Once an offer is full, every further request is refused without queueing for the lock: seats only come back
  // through a cancellation, and one committed after this read is as if this request had come a moment earlier.
  const peeked = await ledger.peek(tx, offerId);
  if (!peeked) throw notFound();
  if (peeked.seatsLeft < childIds.length) {
    await refuseUnlessSeats(tx, ledger, { ...input, offer: peeked.offer });
  }

  const offer = await ledger.lock(tx, offerId);
  if (!offer) throw notFound();
  await refuseUnlessSeats(tx, ledger, { ...input, offer });
  try {
    return { offer, booked: await ledger.register(tx, offer, childIds, actor, now) };
  } catch (err) {
    return mapUniqueViolation(err, { [ledger.activeRegistrationIndex]: ledger.alreadyRegisteredError });
  }
}

/** The refusals in the order a parent can act on them: closed, child already registered, not enough seats. */
async function refuseUnlessSeats<Offer extends SeatOffer>(
  tx: Tx,
  ledger: SeatLedger<Offer>,
  { actor, offer, childIds, now }: { actor: Actor; offer: Offer; childIds: readonly string[]; now: Date },
): Promise<void> {
  if (actor.role !== 'admin' && !ledger.isOpen(offer, now)) throw new AppError(ledger.closedError, 409);
  const active = new Set(await ledger.activeChildIds(tx, offer.id));
  const already = childIds.filter((id) => active.has(id));
  if (already.length > 0) throw new AppError(ledger.alreadyRegisteredError, 409, { childIds: already });
  const left = seatsLeft(offer.capacity, active.size);
  if (childIds.length > left) throw new AppError('FULLY_BOOKED', 409, { seatsLeft: left });
}
