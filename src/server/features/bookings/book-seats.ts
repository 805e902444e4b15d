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
  const offer = await ledger.lock(tx, offerId);
  if (!offer) throw notFound();
  if (actor.role !== 'admin' && !ledger.isOpen(offer, now)) throw new AppError(ledger.closedError, 409);

  const active = new Set(await ledger.activeChildIds(tx, offerId));
  const already = childIds.filter((id) => active.has(id));
  if (already.length > 0) throw new AppError(ledger.alreadyRegisteredError, 409, { childIds: already });
  const left = seatsLeft(offer.capacity, active.size);
  if (childIds.length > left) throw new AppError('FULLY_BOOKED', 409, { seatsLeft: left });

  try {
    return { offer, booked: await ledger.register(tx, offer, childIds, actor, now) };
  } catch (err) {
    return mapUniqueViolation(err, { [ledger.activeRegistrationIndex]: ledger.alreadyRegisteredError });
  }
}
