import type { BookingResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../bookings/actor';
import { bookOffer } from '../bookings/book-offer';
import { bookSeats, type SeatWatch } from '../bookings/book-seats';
import { campConfirmationMail, campRegistrationNotice } from '../bookings/mails/camp-mails';
import { mailLines, mailParentsFor, queueBookingMails } from '../bookings/queue-mails';
import type { AnswersByChild } from '../questions/booking-answers';
import { campSeats } from './camp-seats';

/**
 * Registers the chosen children for a camp in one transaction: seats under the camp's row lock, one open camp
 * payment per child, the parent's confirmation and the provider's notice queued. A request that cannot succeed is
 * answered before any transaction (book-offer.ts).
 */
export async function bookCamp(ctx: AppContext, input: CampBooking): Promise<BookingResponse> {
  const request = {
    actor: input.actor,
    offerId: input.campId,
    childIds: input.childIds,
    answers: input.answers,
  };
  return bookOffer(ctx, campSeats, request, (tx, watch) => bookCampIn(ctx, tx, input, watch));
}

export interface CampBooking {
  actor: Actor;
  campId: string;
  childIds: readonly string[];
  answers?: AnswersByChild;
}

/** The booking inside the caller's transaction (the back office adds its audit row to the same one). */
export async function bookCampIn(
  ctx: AppContext,
  tx: Tx,
  input: CampBooking,
  watch?: SeatWatch,
): Promise<BookingResponse> {
  const { offer: camp, booked } = await bookSeats(
    tx,
    campSeats,
    {
      actor: input.actor,
      offerId: input.campId,
      childIds: input.childIds,
      answers: input.answers,
      now: ctx.clock.now(),
    },
    watch,
  );
  const registrations = booked.map(({ childId, payment }) => ({ childId, payment }));
  await queueBookingMails(ctx, tx, { childIds: input.childIds }, async (db) => {
    const { parent, partners } = await mailParentsFor(db, input.actor, input.childIds[0] ?? '');
    const lines = await mailLines(db, registrations);
    return [
      ...[parent, ...partners].map((to) => campConfirmationMail(ctx.config, { parent: to, camp, lines })),
      campRegistrationNotice(ctx.config, { parent, camp, lines }),
    ];
  });
  return { registrations };
}
