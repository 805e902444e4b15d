import { type AttendanceOffer, refuseAttendanceDay } from '../../../domain/attendance/attendance-days';
import { AppError } from '../../errors';

/** A mark's day must be a day of the offer that has come: 400 for another day, 409 for one still ahead. */
export function checkAttendanceDay(offer: AttendanceOffer, day: string, now: Date): void {
  const refusal = refuseAttendanceDay(offer, day, now);
  if (refusal === 'NOT_A_DAY') throw new AppError('ATTENDANCE_NOT_A_DAY', 400);
  if (refusal === 'NOT_YET') throw new AppError('ATTENDANCE_NOT_YET', 409);
}
