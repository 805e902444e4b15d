import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isDateOnly,
  isLeapYear,
  isoWeekday,
  isoWeekNumber,
  parseDateOnly,
  startOfIsoWeek,
  tryParseDateOnly,
} from './calendar-date';

describe('tryParseDateOnly', () => {
  it.each([
    { value: '2026-03-29', parsed: { year: 2026, month: 3, day: 29 } },
    { value: '2024-02-29', parsed: { year: 2024, month: 2, day: 29 } },
    { value: '2000-02-29', parsed: { year: 2000, month: 2, day: 29 } },
    { value: '2026-12-31', parsed: { year: 2026, month: 12, day: 31 } },
    { value: '2026-02-29', parsed: null },
    { value: '1900-02-29', parsed: null },
    { value: '2026-04-31', parsed: null },
    { value: '2026-13-01', parsed: null },
    { value: '2026-00-10', parsed: null },
    { value: '2026-1-01', parsed: null },
    { value: '2026-03-29T10:00:00Z', parsed: null },
    { value: '29.03.2026', parsed: null },
  ])('$value', ({ value, parsed }) => {
    expect(tryParseDateOnly(value)).toEqual(parsed);
    expect(isDateOnly(value)).toBe(parsed !== null);
  });

  it('parseDateOnly throws on a non-date', () => {
    expect(() => parseDateOnly('2026-02-30')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    { year: 2024, leap: true },
    { year: 2026, leap: false },
    { year: 2000, leap: true },
    { year: 2100, leap: false },
  ])('leap year $year: $leap', ({ year, leap }) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    { date: '2026-03-28', days: 1, result: '2026-03-29' },
    { date: '2026-03-29', days: 1, result: '2026-03-30' },
    { date: '2026-10-25', days: 1, result: '2026-10-26' },
    { date: '2026-12-31', days: 1, result: '2027-01-01' },
    { date: '2024-02-28', days: 1, result: '2024-02-29' },
    { date: '2026-03-01', days: -1, result: '2026-02-28' },
    { date: '2026-04-15', days: 14, result: '2026-04-29' },
  ])('$date + $days = $result', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
    expect(daysBetween(date, result)).toBe(days);
  });

  it.each([
    { date: '2026-01-31', months: 1, result: '2026-02-28' },
    { date: '2024-01-31', months: 1, result: '2024-02-29' },
    { date: '2024-02-29', months: 12, result: '2025-02-28' },
    { date: '2026-03-15', months: 12, result: '2027-03-15' },
    { date: '2026-07-31', months: 6, result: '2027-01-31' },
    { date: '2026-12-31', months: 2, result: '2027-02-28' },
    { date: '2026-03-31', months: -1, result: '2026-02-28' },
    { date: '2026-01-15', months: -1, result: '2025-12-15' },
  ])('$date + $months months = $result', ({ date, months, result }) => {
    expect(addMonths(date, months)).toBe(result);
  });

  it.each([
    { date: '2026-03-23', weekday: 1, monday: '2026-03-23' },
    { date: '2026-03-28', weekday: 6, monday: '2026-03-23' },
    { date: '2026-03-29', weekday: 7, monday: '2026-03-23' },
    { date: '2026-10-25', weekday: 7, monday: '2026-10-19' },
    { date: '1970-01-01', weekday: 4, monday: '1969-12-29' },
    { date: '2027-01-03', weekday: 7, monday: '2026-12-28' },
  ])('$date is ISO weekday $weekday, week starts $monday', ({ date, weekday, monday }) => {
    expect(isoWeekday(date)).toBe(weekday);
    expect(startOfIsoWeek(date)).toBe(monday);
  });

  it.each([
    { date: '2026-03-23', week: 13 },
    { date: '2026-03-29', week: 13 },
    { date: '2026-01-01', week: 1 },
    { date: '2025-12-29', week: 1 },
    { date: '2021-01-03', week: 53 },
    { date: '2020-12-31', week: 53 },
    { date: '2027-01-03', week: 53 },
    { date: '2027-01-04', week: 1 },
    { date: '2024-12-30', week: 1 },
  ])('$date is in ISO week $week', ({ date, week }) => {
    expect(isoWeekNumber(date)).toBe(week);
  });
});
