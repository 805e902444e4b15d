// The contract of the admin dashboard's chart (/api/admin/dashboard/weekly-figures): bookings and revenue per week,
// shared by the admin route and screen. Weeks run Monday to Sunday in Europe/Zurich; money travels as cents.
import { z } from 'zod';
import type { PaymentMethod } from '../payments/values';
import type { DateOnly } from '../time/calendar-date';

/** The chart shows the last twelve weeks, the current one included. */
export const WEEKLY_FIGURES_DEFAULT_WEEKS = 12;

/** `GET /admin/dashboard/weekly-figures?weeks=12`: at most a year of weeks. */
export const adminWeeklyFiguresQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(WEEKLY_FIGURES_DEFAULT_WEEKS),
});
export type AdminWeeklyFiguresQuery = z.output<typeof adminWeeklyFiguresQuerySchema>;

/**
 * Methods that bring no money in: CREDIT (the money came with the pack, counted when the pack was bought, as the
 * payments summary does) and GRATIS (nothing was paid). A payment with either is neither received nor refunded.
 */
export const NO_MONEY_METHODS = ['CREDIT', 'GRATIS'] as const satisfies readonly PaymentMethod[];

/**
 * One week's figures. What counts (also said under the chart):
 * - Bookings: training and camp registrations made that week (by when they were made) that still stand;
 *   `cancelledBookings` are the registrations made that week that have been cancelled since. A past week's
 *   bookings therefore drop when a child is cancelled later, and its cancelled count rises by as much.
 * - Received: money that came in that week, by the time it was paid (paid_at): training payments, camp payments
 *   and separately paid camp cancellation fees that reached SUCCEEDED (a payment refunded later was still
 *   received), and 10+1 packs bought. Not NO_MONEY_METHODS, and not a cancellation fee kept from a paid camp
 *   (that money came in with the camp payment).
 * - Refunded: money paid back that week: a refunded training payment or fee by its refund (updated_at), a camp
 *   refund (the amount after the fee) when Stripe refunded it, or, paid by hand, once an admin confirmed the
 *   repayment (manual_refund_completed_at). Credit given back is not money: a training cancelled on time is
 *   REFUNDED with a one-credit pack (origin_payment_id), and its money stays received.
 * - Revenue: received minus refunded; negative in a week that paid back more than it took in.
 * A payment an admin resets to open is no longer counted anywhere: it was not paid after all.
 */
export interface WeeklyFigures {
  /** The Monday that starts the week, Zurich calendar. */
  weekStart: DateOnly;
  trainingBookings: number;
  campBookings: number;
  cancelledBookings: number;
  receivedCents: number;
  refundedCents: number;
  revenueCents: number;
}

export interface AdminWeeklyFiguresResponse {
  /** Oldest week first; the last one is the current week (up to now). Weeks without activity are all zero. */
  weeks: WeeklyFigures[];
}
