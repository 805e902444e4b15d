// Everything the business calls "today", "upcoming" or a time of day is Europe/Zurich wall-clock time, whatever
// zone the server or the browser runs in. The zone data comes from Intl (zurich-clock.ts).
import { type DateOnly, isoWeekday, parseDateOnly, toDateOnly } from './calendar-date';
import { type InstantInput, toInstant } from './instant';
import { ZONE, zurichOffsetMinutes, zurichWallClock } from './zurich-clock';

export { ZONE };

/** Swiss German weekday names by ISO weekday (index 0 unused), fixed here so Node and browsers agree. */
const WEEKDAYS = [
  '',
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

/** The calendar date in Zurich at the instant `now`. */
export function zurichToday(now: InstantInput): DateOnly {
  return zurichDateTimeOf(now).date;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const MS_PER_MINUTE = 60_000;
const HALF_DAY_MS = 12 * 60 * MS_PER_MINUTE;

/**
 * The instant of a Zurich wall-clock date and time ('HH:MM', or 'HH:MM:SS' as PostgreSQL returns a `time`).
 * DST edges are resolved like Temporal's "compatible" disambiguation, identically in every process zone:
 * a time in the spring-forward gap (02:00-02:59 on the last Sunday of March) moves on by the gap
 * (02:30 -> 03:30 CEST); a time that occurs twice in October is the first occurrence (02:30 CEST).
 */
export function zurichDateTimeToInstant(date: DateOnly, time: string): Date {
  const { year, month, day } = parseDateOnly(date);
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`Not a time of day 'HH:MM': ${time}`);
  // The wall-clock reading as if it were UTC; the real instant is this minus Zurich's offset at that instant.
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]), Number(match[3] ?? 0));
  const offsetBefore = zurichOffsetMinutes(new Date(wall - HALF_DAY_MS));
  const offsetAfter = zurichOffsetMinutes(new Date(wall + HALF_DAY_MS));
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => wall - offset * MS_PER_MINUTE)
    .filter((instant) => wall - zurichOffsetMinutes(new Date(instant)) * MS_PER_MINUTE === instant)
    .sort((a, b) => a - b);
  // No candidate: the time falls in the gap; reading it with the offset before the switch moves it on.
  return new Date(candidates[0] ?? wall - offsetBefore * MS_PER_MINUTE);
}

/** The Zurich wall-clock date and time ('HH:MM:SS') of an instant. */
export function zurichDateTimeOf(value: InstantInput): { date: DateOnly; time: string } {
  const { year, month, day, hour, minute, second } = zurichWallClock(toInstant(value));
  return { date: toDateOnly({ year, month, day }), time: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM:SS' or 'HH:MM' -> 'HH:MM' (camp times are stored as `time`). */
export function formatTimeOfDay(time: string): string {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`Not a time of day 'HH:MM': ${time}`);
  return `${match[1]}:${match[2]}`;
}

/** 'dd.mm.yyyy'. A calendar date is shown as it is; an instant as its calendar date in Zurich. */
export function formatDate(value: DateOnly | Date): string {
  if (value instanceof Date) return dotted(zurichDateTimeOf(value).date);
  parseDateOnly(value);
  return dotted(value);
}

const dotted = (date: DateOnly) => date.split('-').reverse().join('.');

/** '06.07.2026 – 10.07.2026', or a single date when the range is one day or has no end. */
export function formatDateRange(start: DateOnly, end: DateOnly | null | undefined): string {
  if (!end || end === start) return formatDate(start);
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** 'HH:MM' in Zurich. */
export function formatTime(value: InstantInput): string {
  return zurichDateTimeOf(value).time.slice(0, 5);
}

/** '29.03.2026, 10:00' in Zurich. */
export function formatDateTime(value: InstantInput): string {
  const { date, time } = zurichDateTimeOf(value);
  return `${dotted(date)}, ${time.slice(0, 5)}`;
}

function weekdayOf(value: DateOnly | Date): string {
  const isoDay = value instanceof Date ? zurichIsoWeekday(value) : isoWeekday(value);
  return WEEKDAYS[isoDay] ?? '';
}

function zurichIsoWeekday(instant: Date): number {
  const { year, month, day } = zurichWallClock(instant);
  const utcDay = new Date(0);
  utcDay.setUTCFullYear(year, month - 1, day);
  return ((utcDay.getUTCDay() + 6) % 7) + 1;
}

/** 'Sonntag, 29.03.2026'. */
export function formatWeekdayDate(value: DateOnly | Date): string {
  return `${weekdayOf(value)}, ${formatDate(value)}`;
}

/** 'Sonntag, 29.03.2026, 10:00' in Zurich. */
export function formatWeekdayDateTime(value: InstantInput): string {
  const instant = toInstant(value);
  return `${weekdayOf(instant)}, ${formatDateTime(instant)}`;
}

/** A camp is upcoming while its first day is today or later in Zurich (so also on its first day). */
export function isCampUpcoming(camp: { startDate: DateOnly }, now: InstantInput): boolean {
  parseDateOnly(camp.startDate);
  return camp.startDate >= zurichToday(now);
}
