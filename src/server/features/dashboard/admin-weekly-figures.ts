import type {
  AdminWeeklyFiguresQuery,
  AdminWeeklyFiguresResponse,
} from '../../../domain/dashboard/admin-weekly-figures-api';
import type { AppContext } from '../../context';
import { selectWeeklyFigures } from './weekly-figures-query';

// The admin dashboard's chart: bookings and revenue of the last weeks up to the clock's now.
export async function adminWeeklyFigures(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: AdminWeeklyFiguresQuery,
): Promise<AdminWeeklyFiguresResponse> {
  const rows = await selectWeeklyFigures(ctx.db, { now: ctx.clock.now(), weeks: query.weeks });
  return {
    weeks: rows.map((row) => {
      const receivedCents = Number(row.received_cents);
      const refundedCents = Number(row.refunded_cents);
      return {
        weekStart: row.week_start,
        trainingBookings: row.training_bookings,
        campBookings: row.camp_bookings,
        cancelledBookings: row.cancelled_bookings,
        receivedCents,
        refundedCents,
        revenueCents: receivedCents - refundedCents,
      };
    }),
  };
}
