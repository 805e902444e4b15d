import { gte } from 'drizzle-orm';
import { zurichToday } from '../../../domain/time';
import { vCampCapacity } from '../../db/schema';
import type { BulkParticipantsKind } from '../bookings/bulk-participants-kind';
import { repriceFamily } from '../bookings/family-prices';
import { campTables } from '../bookings/offer-tables';
import { releaseOpenCampPayment } from '../bookings/release-open-payment';
import type { LockedCamp } from './camp-seats';
import { campWaitlist } from './camp-waitlist';
import { cancelCampIn } from './cancel-camp';

/**
 * Camps in bulk (decision 056): children move to any camp whose first day has not passed; a removal costs what a
 * cancellation costs (paid: refunded less the CHF 100 fee).
 */
export const campBulk: BulkParticipantsKind<LockedCamp> = {
  waitlist: campWaitlist,
  targetCondition: (_offerId, now) => gte(vCampCapacity.startDate, zurichToday(now)),
  targetOrder: vCampCapacity.startDate,
  cancelIn: async (ctx, tx, actor, campId, childId) => {
    const { refundCents, feeCents } = await cancelCampIn(ctx, tx, { actor, campId, childId });
    return {
      refunds: refundCents > 0 ? 1 : 0,
      refundCents,
      credits: 0,
      fees: feeCents > 0 ? 1 : 0,
    };
  },
  releaseOpen: releaseOpenCampPayment,
  // The siblings left in the camp owe what they would have owed without the child (decision 053).
  afterLeave: (tx, camp, childId, now) => repriceFamily(tx, campTables, camp, childId, now),
};
