// Calendar dates ('YYYY-MM-DD') as plain values: a birthday or a camp day is the same day everywhere, so it is
// never turned into a JS Date at local midnight (which shifts with the process time zone). Arithmetic runs on
// day numbers (days since 1970-01-01), computed with Date.UTC, which ignores the process time zone.

/** A calendar date 'YYYY-MM-DD' with no time and no zone. */
export type DateOnly = string;

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses 'YYYY-MM-DD' and checks it names a real day; null otherwise. */
export function tryParseDateOnly(value: string): CalendarDate | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isDateOnly(value: unknown): value is DateOnly {
  return typeof value === 'string' && tryParseDateOnly(value) !== null;
}

export function parseDateOnly(value: DateOnly): CalendarDate {
  const parsed = tryParseDateOnly(value);
  if (!parsed) throw new RangeError(`Not a calendar date 'YYYY-MM-DD': ${value}`);
  return parsed;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function toDateOnly({ year, month, day }: CalendarDate): DateOnly {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function toEpochDay(date: DateOnly | CalendarDate): number {
  const { year, month, day } = typeof date === 'string' ? parseDateOnly(date) : date;
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): DateOnly {
  const utc = new Date(epochDay * MS_PER_DAY);
  return toDateOnly({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

export function addDays(date: DateOnly, days: number): DateOnly {
  return fromEpochDay(toEpochDay(date) + days);
}

/** The same day `months` later (or earlier); a day the target month lacks becomes its last day (31.01. + 1 = 28.02.). */
export function addMonths(date: DateOnly, months: number): DateOnly {
  const { year, month, day } = parseDateOnly(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return toDateOnly({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateOnly, to: DateOnly): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: DateOnly): number {
  // Day 0 (1970-01-01) was a Thursday, ISO weekday 4.
  return ((((toEpochDay(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday that starts the ISO week (Monday to Sunday) containing `date`. */
export function startOfIsoWeek(date: DateOnly): DateOnly {
  return addDays(date, 1 - isoWeekday(date));
}

/** The ISO week number (1-53, "KW"): the week belongs to the year of its Thursday. */
export function isoWeekNumber(date: DateOnly): number {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const januaryFirst = toEpochDay({ year: parseDateOnly(thursday).year, month: 1, day: 1 });
  return Math.floor((toEpochDay(thursday) - januaryFirst) / 7) + 1;
}
