import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, vSessionCapacity } from '../../db/schema';
import type { BulkParticipantsKind } from '../bookings/bulk-participants-kind';
import { repriceFamily } from '../bookings/family-prices';
import { trainingTables } from '../bookings/offer-tables';
import { releaseOpenTrainingPayment } from '../bookings/release-open-payment';
import { cancelTrainingIn } from './cancel-training';
import { forgetSharedTrainings } from './shared-trainings';
import type { LockedSession } from './training-seats';
import { trainingWaitlist } from './training-waitlist';

/**
 * Trainings in bulk (decision 056): children move to a training of the same type (TIZ, 1:1) that has not started;
 * a removal costs what a cancellation costs (a credit back on time, the price owed late).
 */
export const trainingBulk: BulkParticipantsKind<LockedSession> = {
  waitlist: trainingWaitlist,
  targetCondition: (offerId, now) =>
    and(
      gt(vSessionCapacity.startsAt, now),
      eq(
        vSessionCapacity.type,
        sql`(select ${sessions.type} from ${sessions} where ${sessions.id} = ${offerId})`,
      ),
    ) ?? sql`false`,
  targetOrder: vSessionCapacity.startsAt,
  cancelIn: async (ctx, tx, actor, sessionId, childId) => {
    const cancellation = await cancelTrainingIn(ctx, tx, { actor, sessionId, childId });
    return {
      refunds: 0,
      refundCents: 0,
      credits: cancellation.creditBack,
      fees: cancellation.feeOwed ? 1 : 0,
    };
  },
  releaseOpen: releaseOpenTrainingPayment,
  // A moved child's siblings left in the training owe what they would have owed without it (decision 053), as after
  // an on-time cancellation.
  afterLeave: (tx, session, childId, now) => repriceFamily(tx, trainingTables, session, childId, now),
  afterwards: (ctx) => forgetSharedTrainings(ctx.db),
};
