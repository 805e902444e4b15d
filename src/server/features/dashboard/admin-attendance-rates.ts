import { ATTENDANCE_RATE_DAYS, attendanceRate } from '../../../domain/attendance/attendance-rate';
import {
  type AdminAttendanceRatesResponse,
  ATTENDANCE_RATE_LIST_LIMIT,
} from '../../../domain/dashboard/admin-attendance-rates-api';
import { addDays, zurichToday } from '../../../domain/time';
import type { AppContext } from '../../context';
import { selectLowestChildAttendance, selectOfferAttendance } from './attendance-rates-query';

/** The dashboard's "Anwesenheit": the rate of the latest offers and the lowest per child, over the past days. */
export async function adminAttendanceRates(
  ctx: Pick<AppContext, 'db' | 'clock'>,
): Promise<AdminAttendanceRatesResponse> {
  const now = ctx.clock.now();
  const to = zurichToday(now);
  const window = { now, from: addDays(to, 1 - ATTENDANCE_RATE_DAYS), to, limit: ATTENDANCE_RATE_LIST_LIMIT };
  const offers = await selectOfferAttendance(ctx.db, window);
  const lowest = await selectLowestChildAttendance(ctx.db, window);
  return {
    days: ATTENDANCE_RATE_DAYS,
    offers: offers.map((o) => ({
      kind: o.kind,
      offerId: o.offer_id,
      title: o.title,
      day: o.day,
      attended: o.attended,
      missed: o.missed,
      excused: o.excused,
      rate: attendanceRate(o),
    })),
    children: lowest.map((c) => ({
      childId: c.child_id,
      firstName: c.first_name,
      lastName: c.last_name,
      attended: c.attended,
      missed: c.missed,
      excused: c.excused,
      rate: attendanceRate(c),
    })),
  };
}
