import { eq } from 'drizzle-orm';
import { isCampWaitlistOpen } from '../../../domain/bookings/waitlist';
import { formatDateRange } from '../../../domain/time';
import { campRsvps } from '../../db/schema';
import type { WaitlistLedger } from '../bookings/waitlist-ledger';
import { campSeats, type LockedCamp } from './camp-seats';

/** A camp's waitlist: closed when the camp starts; a promoted seat is a camp registration with its open payment. */
export const campWaitlist: WaitlistLedger<LockedCamp> = {
  kind: 'camp',
  seats: campSeats,
  isWaitlistOpen: (camp, now) => isCampWaitlistOpen(camp, now),
  // A camp has no free cancellation of its own (the CHF 100 fee applies from the start): only the 2 hours.
  normalCutoff: () => null,

  async markPromoted(tx, registrationId, freeUntil) {
    await tx
      .update(campRsvps)
      .set({ freeCancellationUntil: freeUntil })
      .where(eq(campRsvps.id, registrationId));
  },

  settle: async (_ctx, _tx, seat) => seat.payment,

  describe: (camp) => ({
    title: camp.name,
    when: formatDateRange(camp.startDate, camp.endDate),
    location: camp.location,
    url: '/camps',
  }),
};
