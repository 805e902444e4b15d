import type { AttendanceDay } from '@domain/attendance/attendance-api';
import { formatWeekdayDate } from '@domain/time';
import { Select } from './select';

// The day of an offer whose attendance is shown, the same in the back office's participants panel and on the
// trainer's session page (issue 18, issue 29).

/**
 * The day shown: the one chosen, else the latest day that has come (today during a camp), else the first; `open`
 * says whether marks are taken on it yet.
 */
export function shownDay(
  days: AttendanceDay[],
  chosen: string | null,
): { day: string | undefined; open: boolean } {
  const day = chosen ?? days.filter((d) => d.open).at(-1)?.day ?? days[0]?.day;
  return { day, open: days.find((d) => d.day === day)?.open ?? false };
}

/** The choice of the day, for an offer of more than one day (a camp). */
export function AttendanceDaySelect({
  label,
  days,
  day,
  onChange,
}: {
  label: string;
  days: AttendanceDay[];
  day: string | undefined;
  onChange: (day: string) => void;
}) {
  if (days.length <= 1 || !day) return null;
  return (
    <Select
      label={label}
      value={day}
      placeholder={false}
      options={days.map((d) => ({ value: d.day, label: formatWeekdayDate(d.day) }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
