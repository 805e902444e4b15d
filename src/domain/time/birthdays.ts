// Birthdays on the admin dashboard. Pure calendar arithmetic on 'YYYY-MM-DD' values; only "today" comes from the
// clock, taken in Zurich.
import { BIRTHDAY_LIST_LIMIT, BIRTHDAY_WINDOW_DAYS } from '../constants';
import {
  addDays,
  type CalendarDate,
  type DateOnly,
  daysBetween,
  isLeapYear,
  parseDateOnly,
  startOfIsoWeek,
  toDateOnly,
} from './calendar-date';
import type { InstantInput } from './instant';
import { zurichToday } from './zurich';

/**
 * 'today': the birthday is today (Zurich).
 * 'this-week': later in the same ISO week as today (weeks run Monday to Sunday, in Zurich).
 * 'next-week': in the ISO week after today's.
 * null: further away (the 14-day window can reach into the week after next).
 */
export type BirthdayBadge = 'today' | 'this-week' | 'next-week' | null;

type UpcomingBirthday<T> = T & {
  nextBirthday: DateOnly;
  daysUntil: number;
  /** The age the child turns on nextBirthday. */
  age: number;
  badge: BirthdayBadge;
};

/** The day the birthday is celebrated in `year`: 29 February falls on 28 February in common years. */
function birthdayIn(dateOfBirth: CalendarDate, year: number): DateOnly {
  const leapDayInCommonYear = dateOfBirth.month === 2 && dateOfBirth.day === 29 && !isLeapYear(year);
  return toDateOnly({ year, month: dateOfBirth.month, day: leapDayInCommonYear ? 28 : dateOfBirth.day });
}

/** Completed years of life on `date`; the leap-day rule of birthdayIn applies. */
export function ageOn(dateOfBirth: DateOnly, date: DateOnly): number {
  const birth = parseDateOnly(dateOfBirth);
  const { year } = parseDateOnly(date);
  if (date < dateOfBirth) throw new RangeError(`${date} is before the date of birth ${dateOfBirth}`);
  return date >= birthdayIn(birth, year) ? year - birth.year : year - birth.year - 1;
}

function badgeFor(today: DateOnly, birthday: DateOnly): BirthdayBadge {
  if (birthday === today) return 'today';
  const weeksApart = daysBetween(startOfIsoWeek(today), startOfIsoWeek(birthday)) / 7;
  if (weeksApart === 0) return 'this-week';
  if (weeksApart === 1) return 'next-week';
  return null;
}

/**
 * Children whose next birthday is today or within the following `days` days (so `days` + 1 calendar days in
 * all), soonest first, at most `limit`. Children not yet one year old on that day are left out.
 */
export function upcomingBirthdays<T extends { dateOfBirth: DateOnly }>(
  children: readonly T[],
  now: InstantInput,
  { days = BIRTHDAY_WINDOW_DAYS, limit = BIRTHDAY_LIST_LIMIT }: { days?: number; limit?: number } = {},
): UpcomingBirthday<T>[] {
  const today = zurichToday(now);
  const { year } = parseDateOnly(today);
  const lastDay = addDays(today, days);
  const found: UpcomingBirthday<T>[] = [];
  for (const child of children) {
    const birth = parseDateOnly(child.dateOfBirth);
    const thisYear = birthdayIn(birth, year);
    const nextBirthday = thisYear >= today ? thisYear : birthdayIn(birth, year + 1);
    const age = parseDateOnly(nextBirthday).year - birth.year;
    if (nextBirthday > lastDay || age < 1) continue;
    found.push({
      ...child,
      nextBirthday,
      daysUntil: daysBetween(today, nextBirthday),
      age,
      badge: badgeFor(today, nextBirthday),
    });
  }
  // Array.prototype.sort is stable: children with the same birthday keep the caller's order.
  return found.sort((a, b) => a.daysUntil - b.daysUntil).slice(0, limit);
}

/**
 * The month-days ('MM-DD') on which a birthday of the window can fall, so a database can pick the few candidates
 * before upcomingBirthdays decides. 29 February comes with 28 February: in a common year it is celebrated then.
 */
export function birthdayWindowMonthDays(now: InstantInput, days = BIRTHDAY_WINDOW_DAYS): string[] {
  const today = zurichToday(now);
  const monthDays = Array.from({ length: days + 1 }, (_, i) => addDays(today, i).slice(5));
  if (monthDays.includes('02-28') && !monthDays.includes('02-29')) monthDays.push('02-29');
  return monthDays;
}
