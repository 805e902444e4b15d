import { count, type SQL, sql } from 'drizzle-orm';
import { seatsLeft } from '../../../domain/bookings/seat-badge';
import type { Db, Tx } from '../../db/client';
import { children } from '../../db/schema';
import { mapUniqueViolation } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { inFamilyOf } from '../family/scope';
import { recordOfferChange } from '../offer-alerts/record-offer-change';
import { type AnswersByChild, saveBookingAnswers } from '../questions/booking-answers';
import { type Actor, assertMayActFor } from './actor';
import {
  type BookedSeat,
  lockOffer,
  type PeekedOffer,
  type PeekValues,
  preparePeek,
  registerSeats,
  type SeatLedger,
  type SeatOffer,
} from './offer-seats';
import { activeChildIds } from './registration-queries';

// The seat rule shared by trainings and camps (docs/reliability.md promise 1): inside the booking transaction
// the offer's row is locked, the active registrations are counted, and either every chosen child gets a seat
// or none does. Two bookings of one offer therefore run one after the other; bookings of different offers do
// not wait for each other.

/** What an offer's seats looked like at one moment, as committed: what a refusal can be decided on. */
export interface SeatState {
  seatsLeft: number;
  activeChildIds: ReadonlySet<string>;
}

export interface SeatRequest {
  actor: Actor;
  offerId: string;
  childIds: readonly string[];
  now: Date;
  /** The answers to the offer's questions, by child (decision 055): checked and saved in the booking transaction. */
  answers?: AnswersByChild;
}

/**
 * Where a booking transaction leaves what it saw under the lock (`underLock`) and what it booked, so the caller can
 * tell requests that waited meanwhile (book-offer.ts). Reset at each attempt.
 */
export interface SeatWatch {
  underLock?: SeatState;
  booked?: readonly string[];
}

/**
 * Before any transaction, in one query: answers a request that cannot succeed (not the actor's child, no such
 * offer, closed, already registered, not enough seats) as the booking itself would, from the last committed state.
 * Seats only come back through a cancellation, and one committed after this read is as if the request had come a
 * moment earlier. Answers the offer when the booking may go ahead, and whether it is open to the actor now.
 */
export async function prebookSeats<Offer extends SeatOffer>(
  db: Db,
  ledger: SeatLedger<Offer>,
  request: SeatRequest,
): Promise<{ offer: Offer; open: boolean }> {
  const childIds = [...new Set(request.childIds)];
  const peek = preparedPeek(db, ledger, request.actor.role);
  const peeked = await peek({ offerId: request.offerId, childIds, userId: request.actor.userId });
  if (!peeked) throw notFound();
  // Another family's child looks exactly like an unknown one (actor.ts).
  if (peeked.mayActFor !== childIds.length) throw notFound();
  const open = mayBookNow(ledger, request, peeked.offer);
  const refusal = seatRefusal(ledger, request.childIds, open, {
    seatsLeft: peeked.seatsLeft,
    activeChildIds: new Set(peeked.registeredChildIds),
  });
  if (refusal) throw refusal;
  return { offer: peeked.offer, open };
}

// Built once per database, kind and role, prepared once per connection: this query answers every request of a
// rush, so neither drizzle nor PostgreSQL should plan it again each time.
const peeks = new WeakMap<Db, Map<string, (values: PeekValues) => Promise<unknown>>>();

function preparedPeek<Offer extends SeatOffer>(db: Db, ledger: SeatLedger<Offer>, role: Actor['role']) {
  let byKey = peeks.get(db);
  if (!byKey) {
    byKey = new Map();
    peeks.set(db, byKey);
  }
  const name = `anpfiff_peek_${ledger.policy.kind}_${role}`;
  let peek = byKey.get(name);
  if (!peek) {
    peek = preparePeek(db, ledger, mayActForCount(role), name);
    byKey.set(name, peek);
  }
  return peek as (values: PeekValues) => Promise<PeekedOffer<Offer> | undefined>;
}

/** How many of the children (placeholder `childIds`) the actor may book: the family's for a parent, any for an admin. */
function mayActForCount(role: Actor['role']): SQL<number> {
  const asked = sql`${children.id} = any(${sql.placeholder('childIds')})`;
  // inFamilyOf takes the user's id as a value; a placeholder renders as one ($n) wherever it is used.
  const userId = sql.placeholder('userId') as unknown as string;
  const condition = role === 'admin' ? asked : sql`${asked} and ${inFamilyOf(userId)}`;
  return sql<number>`(select ${count()} from ${children} where ${condition})`.mapWith(Number);
}

/** Inside the booking transaction: the seats under the offer's row lock, all children or none. */
export async function bookSeats<Offer extends SeatOffer>(
  tx: Tx,
  ledger: SeatLedger<Offer>,
  request: SeatRequest,
  watch: SeatWatch = {},
): Promise<{ offer: Offer; booked: BookedSeat[] }> {
  const { actor, offerId, childIds, now } = request;
  delete watch.underLock;
  delete watch.booked;
  await assertMayActFor(tx, actor, childIds);
  const offer = await lockOffer(tx, ledger, offerId);
  if (!offer) throw notFound();
  const active = new Set(await activeChildIds(tx, ledger.tables, offer.id));
  const state = { seatsLeft: seatsLeft(offer.capacity, active.size), activeChildIds: active };
  watch.underLock = state;
  const refusal = seatRefusal(ledger, childIds, mayBookNow(ledger, request, offer), state);
  if (refusal) throw refusal;
  const { kind } = ledger.policy;
  await saveBookingAnswers(tx, { kind, offerId: offer.id, childIds, actor, now, answers: request.answers });
  try {
    const booked = await registerSeats(tx, ledger, offer, childIds, actor, now);
    watch.booked = booked.map((b) => b.childId);
    await recordOfferChange(tx, {
      kind: ledger.policy.kind,
      offerId: offer.id,
      childIds: watch.booked,
      change: 'BOOKED',
      at: now,
    });
    return { offer, booked };
  } catch (err) {
    return mapUniqueViolation(err, {
      [ledger.tables.activeRegistrationIndex]: ledger.policy.alreadyRegisteredError,
    });
  }
}

/** Whether the actor may book the offer now: parents while it is open, admins also afterwards. */
function mayBookNow<Offer extends SeatOffer>(
  ledger: SeatLedger<Offer>,
  { actor, now }: Pick<SeatRequest, 'actor' | 'now'>,
  offer: Offer,
): boolean {
  return actor.role === 'admin' || ledger.policy.isOpen(offer, now);
}

/**
 * The refusal in the order a parent can act on it: closed (`open` from mayBookNow, which a caller that decides twice
 * on the same offer and instant computes once: a camp's Zurich calendar day is not free), child already
 * registered, not enough seats.
 */
export function seatRefusal<Offer extends SeatOffer>(
  ledger: SeatLedger<Offer>,
  childIds: readonly string[],
  open: boolean,
  state: SeatState,
): AppError | undefined {
  if (!open) return new AppError(ledger.policy.closedError, 409);
  const already = childIds.filter((id) => state.activeChildIds.has(id));
  if (already.length > 0)
    return new AppError(ledger.policy.alreadyRegisteredError, 409, { childIds: already });
  if (childIds.length > state.seatsLeft)
    return new AppError('FULLY_BOOKED', 409, { seatsLeft: state.seatsLeft });
  return undefined;
}

/** The seats after a booking committed: what a request that waited for it can be refused on. */
export function afterBooking(state: SeatState, booked: readonly string[]): SeatState {
  return {
    seatsLeft: Math.max(0, state.seatsLeft - booked.length),
    activeChildIds: new Set([...state.activeChildIds, ...booked]),
  };
}
