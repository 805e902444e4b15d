import { formatDateRange } from '../../../domain/time';
import type { WaitlistLedger } from '../bookings/waitlist-ledger';
import { campSeats, type LockedCamp } from './camp-seats';

/** A camp's waitlist: a promoted place is a camp registration with its open payment (camps are not paid by credit). */
export const campWaitlist: WaitlistLedger<LockedCamp> = {
  seats: campSeats,
  settle: async (_ctx, _tx, seat) => seat.payment,
  describe: (camp) => ({
    title: camp.name,
    when: formatDateRange(camp.startDate, camp.endDate),
    location: camp.location,
  }),
};
