import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { afterBooking, prebookSeats, type SeatRequest, type SeatWatch, seatRefusal } from './book-seats';
import { OfferGate } from './offer-gate';
import type { SeatLedger, SeatOffer } from './offer-seats';

// A booking as a parent (or the portal) makes it, in three steps that keep a rush for the last seats cheap:
// 1. one query without a transaction answers every request that cannot succeed (prebookSeats);
// 2. the rest pass this process's gate for the offer one at a time, and are refused there on what the booking
//    before them saw (offer-gate.ts), without touching the database;
// 3. the booking transaction itself: the seats under the row lock, all children or none (bookSeats).

const gates = new WeakMap<AppContext, OfferGate>();

function gateOf(ctx: AppContext): OfferGate {
  let gate = gates.get(ctx);
  if (!gate) {
    gate = new OfferGate();
    gates.set(ctx, gate);
  }
  return gate;
}

export async function bookOffer<Offer extends SeatOffer, T>(
  ctx: AppContext,
  ledger: SeatLedger<Offer>,
  request: Omit<SeatRequest, 'now'>,
  book: (tx: Tx, watch: SeatWatch) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const { open } = await prebookSeats(ctx.db, ledger, { ...request, now });
  return gateOf(ctx).pass(`${ledger.policy.kind}:${request.offerId}`, async (seen, publish) => {
    const refusal = seen && seatRefusal(ledger, request.childIds, open, seen);
    if (refusal) throw refusal;
    const watch: SeatWatch = {};
    try {
      const result = await inRetriedTransaction(ctx.db, (tx) => book(tx, watch));
      if (watch.underLock && watch.booked) publish(afterBooking(watch.underLock, watch.booked));
      return result;
    } catch (err) {
      // A refusal rolled back nothing but its own attempt: what it saw under the lock was committed.
      if (err instanceof AppError && watch.underLock) publish(watch.underLock);
      throw err;
    }
  });
}
