import type { BookingResponse } from '../../../domain/bookings/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../bookings/actor';
import { bookSeats } from '../bookings/book-seats';
import { campConfirmationMail, campRegistrationNotice } from '../bookings/mails/camp-mails';
import { mailLines, mailParentFor, queueBookingMails } from '../bookings/queue-mails';
import { inRetriedTransaction } from '../bookings/transaction';
import { campSeats } from './camp-seats';

/**
 * Registers the chosen children for a camp in one transaction: seats under the camp's row lock, one open camp
 * payment per child, the parent's confirmation and the provider's notice queued.
 */
export async function bookCamp(ctx: AppContext, input: CampBooking): Promise<BookingResponse> {
  return inRetriedTransaction(ctx.db, (tx) => bookCampIn(ctx, tx, input));
}

export interface CampBooking {
  actor: Actor;
  campId: string;
  childIds: readonly string[];
}

/** The booking inside the caller's transaction (the back office adds its audit row to the same one). */
export async function bookCampIn(ctx: AppContext, tx: Tx, input: CampBooking): Promise<BookingResponse> {
  const { offer: camp, booked } = await bookSeats(tx, campSeats, {
    actor: input.actor,
    offerId: input.campId,
    childIds: input.childIds,
    now: ctx.clock.now(),
  });
  const registrations = booked.map(({ childId, payment }) => ({ childId, payment }));
  await queueBookingMails(ctx, tx, async (db) => {
    const parent = await mailParentFor(db, input.actor, input.childIds[0] ?? '');
    const lines = await mailLines(db, registrations);
    return [
      campConfirmationMail(ctx.config, { parent, camp, lines }),
      campRegistrationNotice(ctx.config, { parent, camp, lines }),
    ];
  });
  return { registrations };
}
