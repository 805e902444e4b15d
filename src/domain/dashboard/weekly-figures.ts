// What the dashboard chart says about its weeks: a week's bookings and name, and the totals its text alternative
// and the table's last row show.
import { adminWeeklyFiguresMessages as m } from '../messages/admin-weekly-figures';
import { addDays, isoWeekNumber } from '../time/calendar-date';
import { formatDateRange } from '../time/zurich';
import type { WeeklyFigures } from './admin-weekly-figures-api';

/** Bookings that stand, trainings and camps together (what the chart's bars show). */
export function weekBookings(week: WeeklyFigures): number {
  return week.trainingBookings + week.campBookings;
}

/** 'KW 13'. */
export function weekName(week: Pick<WeeklyFigures, 'weekStart'>): string {
  return m.weekLabel(isoWeekNumber(week.weekStart));
}

/** '23.03.2026 – 29.03.2026'. */
export function weekDates(week: Pick<WeeklyFigures, 'weekStart'>): string {
  return formatDateRange(week.weekStart, addDays(week.weekStart, 6));
}

type WeeklyTotals = Omit<WeeklyFigures, 'weekStart'> & {
  bookings: number;
  /** The week with the most bookings (the latest of equals); null when no week has any. */
  busiest: WeeklyFigures | null;
};

export function weeklyTotals(weeks: readonly WeeklyFigures[]): WeeklyTotals {
  const totals: WeeklyTotals = {
    trainingBookings: 0,
    campBookings: 0,
    cancelledBookings: 0,
    receivedCents: 0,
    refundedCents: 0,
    revenueCents: 0,
    bookings: 0,
    busiest: null,
  };
  for (const week of weeks) {
    totals.trainingBookings += week.trainingBookings;
    totals.campBookings += week.campBookings;
    totals.cancelledBookings += week.cancelledBookings;
    totals.receivedCents += week.receivedCents;
    totals.refundedCents += week.refundedCents;
    totals.revenueCents += week.revenueCents;
    const bookings = weekBookings(week);
    totals.bookings += bookings;
    if (bookings > 0 && bookings >= (totals.busiest ? weekBookings(totals.busiest) : 0))
      totals.busiest = week;
  }
  return totals;
}
