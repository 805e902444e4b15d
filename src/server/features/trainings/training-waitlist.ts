import { eq } from 'drizzle-orm';
import { cancellationDeadline } from '../../../domain/bookings/training-cancellation';
import { isTrainingWaitlistOpen } from '../../../domain/bookings/waitlist';
import { TRAINING_UNIT_CENTS } from '../../../domain/constants';
import { rsvps } from '../../db/schema';
import { trainingWhen } from '../bookings/mails/training-mails';
import type { WaitlistLedger } from '../bookings/waitlist-ledger';
import { familyHasCredit, trySettleWithCredit } from '../payments/settle-with-credit';
import { type LockedSession, trainingSeats } from './training-seats';

/** A training's waitlist: closed at the 20-hour cutoff; a promoted seat is paid by credit when the family has some. */
export const trainingWaitlist: WaitlistLedger<LockedSession> = {
  kind: 'training',
  seats: trainingSeats,
  isWaitlistOpen: (session, now) => isTrainingWaitlistOpen(session.startsAt, now),
  normalCutoff: (session) => cancellationDeadline(session.startsAt),

  async markPromoted(tx, registrationId, freeUntil) {
    await tx.update(rsvps).set({ freeCancellationUntil: freeUntil }).where(eq(rsvps.id, registrationId));
  },

  async settle(ctx, tx, seat, now) {
    const { payment } = seat;
    if (payment.amountCents !== TRAINING_UNIT_CENTS || !(await familyHasCredit(tx, seat.childId)))
      return payment;
    const settled = await trySettleWithCredit(ctx, tx, [payment.id], now);
    return settled.has(payment.id) ? { ...payment, status: 'SUCCEEDED', method: 'CREDIT' } : payment;
  },

  describe: (session) => ({
    title: session.title,
    when: trainingWhen(session),
    location: session.location,
    url: '/tiz-trainings',
  }),
};
