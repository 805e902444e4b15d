import type { AddParticipantResponse } from '../../../domain/bookings/admin-participants';
import type { BookingResponse } from '../../../domain/bookings/contracts';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { Actor } from './actor';
import type { SeatOffer } from './offer-seats';
import { cancelAndPromote } from './promote-from-waitlist';
import type { WaitlistLedger } from './waitlist-ledger';

// The back office's participants panel changes a training's or a camp's bookings through the parents' own booking
// and cancellation (a seat under the offer's row lock, the refund rule, the parent's mails), each with its audit row
// in the same transaction.

interface ParticipantChange {
  kind: OfferKind;
  offerId: string;
  childId: string;
}

/** One child booked as an admin (`book`: the kind's booking); answers its payment and whether credit paid it. */
export async function bookOneChild(
  tx: Tx,
  book: (tx: Tx) => Promise<BookingResponse>,
): Promise<AddParticipantResponse> {
  const [registration] = (await book(tx)).registrations;
  if (!registration) throw new Error('booking returned no registration');
  return { payment: registration.payment, creditUsed: registration.payment.method === 'CREDIT' };
}

/** "+ Kind": a full offer is refused like a parent's booking. `details` adds to the audit row. */
export async function addParticipant(
  ctx: AppContext,
  actor: Actor,
  change: ParticipantChange,
  book: (tx: Tx) => Promise<BookingResponse>,
  details: (added: AddParticipantResponse) => Record<string, unknown>,
): Promise<AddParticipantResponse> {
  return inRetriedTransaction(ctx.db, async (tx) => {
    const added = await bookOneChild(tx, book);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `${change.kind}.participant_add`,
      subject: { type: change.kind, id: change.offerId },
      details: { childId: change.childId, ...details(added) },
      at: ctx.clock.now(),
    });
    return added;
  });
}

/** "Abmelden": the parents' cancellation (`cancelIn`) acting as admin; the freed seat goes to the waitlist. */
export async function removeParticipant<Offer extends SeatOffer, Result>(
  ctx: AppContext,
  actor: Actor,
  change: ParticipantChange,
  waitlist: WaitlistLedger<Offer>,
  cancelIn: (tx: Tx) => Promise<Result>,
  details: (result: Result) => Record<string, unknown>,
): Promise<Result> {
  return cancelAndPromote(ctx, waitlist, change.offerId, cancelIn, (tx, result) =>
    recordAudit(tx, {
      actorId: actor.userId,
      action: `${change.kind}.participant_remove`,
      subject: { type: change.kind, id: change.offerId },
      details: { childId: change.childId, ...details(result) },
      at: ctx.clock.now(),
    }),
  );
}
