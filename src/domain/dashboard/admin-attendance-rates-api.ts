// The admin dashboard's "Anwesenheit" (issue 29): the attendance rate per offer and the children with the lowest
// rate, over the marked days of the last ATTENDANCE_RATE_DAYS days (past days only; the rule in
// attendance/attendance-rate.ts). `GET /admin/dashboard/attendance`, defined in admin-dashboard-endpoints.ts.

import type { OfferKind } from '../attendance/attendance-api';
import type { AttendanceCounts } from '../attendance/attendance-rate';

/** At most this many offers (the latest first) and children (the lowest rate first). */
export const ATTENDANCE_RATE_LIST_LIMIT = 5;

export interface OfferAttendanceRate extends AttendanceCounts {
  kind: OfferKind;
  offerId: string;
  title: string;
  /** A training's day, a camp's first day ('YYYY-MM-DD', Zurich). */
  day: string;
  /** Percent, or null while nothing counts (only excused absences). */
  rate: number | null;
}

export interface ChildAttendanceRate extends AttendanceCounts {
  childId: string;
  firstName: string;
  lastName: string;
  rate: number | null;
}

export interface AdminAttendanceRatesResponse {
  /** How many days back (today included) the figures reach. */
  days: number;
  offers: OfferAttendanceRate[];
  children: ChildAttendanceRate[];
}
