import type { BookingResponse } from '../../../domain/bookings/contracts';
import { cancellationDeadline } from '../../../domain/bookings/training-cancellation';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../bookings/actor';
import { bookOffer } from '../bookings/book-offer';
import { bookSeats, type SeatWatch } from '../bookings/book-seats';
import { trainingRegistrationMail } from '../bookings/mails/training-mails';
import { mailLines, mailParentFor, queueBookingMails } from '../bookings/queue-mails';
import { familyHasCredit, trySettleWithCredit } from '../payments/settle-with-credit';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingSeats } from './training-seats';

/**
 * Registers the chosen children for a training in one transaction: seats under the training's row lock, one open
 * payment per child, each CHF 25 payment tried against the family's credit, and the parent's mail queued. A request
 * that cannot succeed is answered before any transaction (book-offer.ts).
 */
export async function bookTraining(ctx: AppContext, input: TrainingBooking): Promise<BookingResponse> {
  const request = { actor: input.actor, offerId: input.sessionId, childIds: input.childIds };
  return bookOffer(ctx, trainingSeats, request, (tx, watch) => bookTrainingIn(ctx, tx, input, watch)).finally(
    () => forgetSharedTrainings(ctx.db),
  );
}

export interface TrainingBooking {
  actor: Actor;
  sessionId: string;
  childIds: readonly string[];
}

/** The booking inside the caller's transaction (the back office adds its audit row to the same one). */
export async function bookTrainingIn(
  ctx: AppContext,
  tx: Tx,
  input: TrainingBooking,
  watch?: SeatWatch,
): Promise<BookingResponse> {
  const now = ctx.clock.now();
  const { offer: session, booked } = await bookSeats(
    tx,
    trainingSeats,
    { actor: input.actor, offerId: input.sessionId, childIds: input.childIds, now },
    watch,
  );
  const settleable = booked
    .filter((b) => b.payment.amountCents === TRAINING_UNIT_CENTS)
    .map((b) => b.payment.id);
  // The booked children are one family's (a parent's own, or the one child an admin adds): one look at its packs.
  const firstChild = booked[0]?.childId;
  const settled =
    settleable.length > 0 && firstChild && (await familyHasCredit(tx, firstChild))
      ? await trySettleWithCredit(ctx, tx, settleable, now)
      : new Set<string>();
  const registrations = booked.map(({ childId, payment }) => ({
    childId,
    payment: settled.has(payment.id)
      ? { ...payment, status: 'SUCCEEDED' as const, method: 'CREDIT' as const }
      : payment,
  }));

  await queueBookingMails(ctx, tx, { childIds: input.childIds }, async (db) => {
    const parent = await mailParentFor(db, input.actor, input.childIds[0] ?? '');
    const lines = await mailLines(db, registrations);
    return [
      trainingRegistrationMail(ctx.config, {
        parent,
        session,
        lines,
        deadline: cancellationDeadline(session.startsAt),
      }),
    ];
  });
  return { registrations };
}
