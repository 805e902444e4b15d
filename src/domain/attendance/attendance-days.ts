import { addDays, type DateOnly, daysBetween } from '../time/calendar-date';
import type { InstantInput } from '../time/instant';
import { zurichDateTimeOf, zurichToday } from '../time/zurich';
import type { AttendanceDay } from './attendance-api';

// Which days of an offer take attendance, and from when: a training its one day (the Zurich date of its start), a
// camp each calendar day from its first to its last. A day is open once it has come in Zurich, so a coach marks at
// the pitch on the day or later, never ahead.

export type AttendanceOffer =
  | { kind: 'training'; startsAt: InstantInput }
  | { kind: 'camp'; startDate: DateOnly; endDate: DateOnly | null };

/** A camp longer than this is refused by the camp form long before; the bound keeps a bad row from looping. */
const MAX_CAMP_DAYS = 60;

export function offerDays(offer: AttendanceOffer): DateOnly[] {
  if (offer.kind === 'training') return [zurichDateTimeOf(offer.startsAt).date];
  const end = offer.endDate ?? offer.startDate;
  const count = Math.min(Math.max(daysBetween(offer.startDate, end), 0) + 1, MAX_CAMP_DAYS);
  return Array.from({ length: count }, (_, i) => addDays(offer.startDate, i));
}

export function attendanceDays(offer: AttendanceOffer, now: InstantInput): AttendanceDay[] {
  const today = zurichToday(now);
  return offerDays(offer).map((day) => ({ day, open: day <= today }));
}

/** Why a day takes no mark: not a day of the offer, or a day still to come. */
type AttendanceDayRefusal = 'NOT_A_DAY' | 'NOT_YET';

export function refuseAttendanceDay(
  offer: AttendanceOffer,
  day: DateOnly,
  now: InstantInput,
): AttendanceDayRefusal | null {
  const found = attendanceDays(offer, now).find((d) => d.day === day);
  if (!found) return 'NOT_A_DAY';
  return found.open ? null : 'NOT_YET';
}
