import type { BookingResponse } from '../../../domain/bookings/contracts';
import { cancellationDeadline } from '../../../domain/bookings/training-cancellation';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../bookings/actor';
import { bookOffer } from '../bookings/book-offer';
import { bookSeats, type SeatWatch } from '../bookings/book-seats';
import { trainingRegistrationMail } from '../bookings/mails/training-mails';
import { mailLines, mailParentsFor, queueBookingMails } from '../bookings/queue-mails';
import type { AnswersByChild } from '../questions/booking-answers';
import { payWithFamilyCredit } from './pay-with-family-credit';
import { forgetSharedTrainings } from './shared-trainings';
import { trainingSeats } from './training-seats';

/**
 * Registers the chosen children for a training in one transaction: seats under the training's row lock, one open
 * payment per child, each CHF 25 payment tried against the family's credit, and the parent's mail queued. A request
 * that cannot succeed is answered before any transaction (book-offer.ts).
 */
export async function bookTraining(ctx: AppContext, input: TrainingBooking): Promise<BookingResponse> {
  const request = {
    actor: input.actor,
    offerId: input.sessionId,
    childIds: input.childIds,
    answers: input.answers,
  };
  return bookOffer(ctx, trainingSeats, request, (tx, watch) => bookTrainingIn(ctx, tx, input, watch)).finally(
    () => forgetSharedTrainings(ctx.db),
  );
}

interface TrainingBooking {
  actor: Actor;
  sessionId: string;
  childIds: readonly string[];
  answers?: AnswersByChild;
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
    { actor: input.actor, offerId: input.sessionId, childIds: input.childIds, answers: input.answers, now },
    watch,
  );
  const registrations = await payWithFamilyCredit(ctx, tx, booked, now);

  await queueBookingMails(ctx, tx, { childIds: input.childIds }, async (db) => {
    const { parent, partners } = await mailParentsFor(db, input.actor, input.childIds[0] ?? '');
    const lines = await mailLines(db, registrations);
    const deadline = cancellationDeadline(session.startsAt);
    return [parent, ...partners].map((to) =>
      trainingRegistrationMail(ctx.config, { parent: to, session, lines, deadline }),
    );
  });
  return { registrations };
}
