import { trainingWhen } from '../bookings/mails/training-mails';
import type { WaitlistLedger } from '../bookings/waitlist-ledger';
import { payWithFamilyCredit } from './pay-with-family-credit';
import { type LockedSession, trainingSeats } from './training-seats';

/** A training's waitlist: a promoted seat is paid by credit when the family has some, like a booking. */
export const trainingWaitlist: WaitlistLedger<LockedSession> = {
  seats: trainingSeats,
  settle: async (ctx, tx, seat, now) => {
    const [paid] = await payWithFamilyCredit(ctx, tx, [seat], now);
    return paid?.payment ?? seat.payment;
  },
  describe: (session) => ({
    title: session.title,
    when: trainingWhen(session),
    location: session.location,
  }),
};
