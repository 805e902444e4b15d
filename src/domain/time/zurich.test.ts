import { describe, expect, it } from 'vitest';
import { toInstant } from './instant';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTime,
  formatTimeOfDay,
  formatWeekdayDate,
  formatWeekdayDateTime,
  isCampUpcoming,
  ZONE,
  zurichDateTimeToInstant,
  zurichToday,
} from './zurich';

// Instants are written in UTC ('Z') so the expectations do not depend on the zone the tests run in.

it('works in Europe/Zurich', () => {
  expect(ZONE).toBe('Europe/Zurich');
});

describe('zurichToday', () => {
  it.each([
    { now: '2025-12-31T22:59:59Z', today: '2025-12-31' },
    { now: '2025-12-31T23:00:00Z', today: '2026-01-01' },
    // Winter time (UTC+1) until 29.03.2026 02:00.
    { now: '2026-03-28T22:59:59Z', today: '2026-03-28' },
    { now: '2026-03-28T23:00:00Z', today: '2026-03-29' },
    // Summer time (UTC+2).
    { now: '2026-07-01T21:59:59Z', today: '2026-07-01' },
    { now: '2026-07-01T22:00:00Z', today: '2026-07-02' },
    { now: '2026-10-24T22:00:00Z', today: '2026-10-25' },
    // Back to winter time on 25.10.2026 03:00.
    { now: '2026-10-25T22:59:59Z', today: '2026-10-25' },
    { now: '2026-10-25T23:00:00Z', today: '2026-10-26' },
  ])('$now -> $today', ({ now, today }) => {
    expect(zurichToday(new Date(now))).toBe(today);
    expect(zurichToday(now)).toBe(today);
  });
});

describe('zurichDateTimeToInstant', () => {
  it.each([
    { date: '2026-01-15', time: '10:00', instant: '2026-01-15T09:00:00.000Z' },
    { date: '2026-03-28', time: '13:00', instant: '2026-03-28T12:00:00.000Z' },
    { date: '2026-03-29', time: '01:59', instant: '2026-03-29T00:59:00.000Z' },
    { date: '2026-03-29', time: '03:00', instant: '2026-03-29T01:00:00.000Z' },
    { date: '2026-03-29', time: '10:00', instant: '2026-03-29T08:00:00.000Z' },
    { date: '2026-10-24', time: '15:00', instant: '2026-10-24T13:00:00.000Z' },
    { date: '2026-10-25', time: '10:00', instant: '2026-10-25T09:00:00.000Z' },
    { date: '2026-07-06', time: '09:00:00', instant: '2026-07-06T07:00:00.000Z' },
    { date: '2026-07-06', time: '23:59:59', instant: '2026-07-06T21:59:59.000Z' },
    // 02:30 does not exist on 29.03.2026: it moves on to 03:30 summer time.
    { date: '2026-03-29', time: '02:30', instant: '2026-03-29T01:30:00.000Z' },
    { date: '2026-03-29', time: '02:00', instant: '2026-03-29T01:00:00.000Z' },
    // 02:30 happens twice on 25.10.2026: the first (summer time) one is taken.
    { date: '2026-10-25', time: '02:30', instant: '2026-10-25T00:30:00.000Z' },
    { date: '2026-10-25', time: '01:59', instant: '2026-10-24T23:59:00.000Z' },
    { date: '2026-10-25', time: '03:00', instant: '2026-10-25T02:00:00.000Z' },
  ])('$date $time -> $instant', ({ date, time, instant }) => {
    expect(zurichDateTimeToInstant(date, time).toISOString()).toBe(instant);
  });

  it.each([
    { date: '2026-02-30', time: '10:00' },
    { date: '29.03.2026', time: '10:00' },
    { date: '2026-03-29', time: '24:00' },
    { date: '2026-03-29', time: '9:00' },
    { date: '2026-03-29', time: '10:60' },
    { date: '2026-03-29', time: '10:00 Uhr' },
  ])('rejects $date $time', ({ date, time }) => {
    expect(() => zurichDateTimeToInstant(date, time)).toThrow(RangeError);
  });
});

describe('formatting in Zurich', () => {
  it.each([
    { value: '2026-03-29' as string | Date, text: '29.03.2026' },
    { value: '2026-01-05', text: '05.01.2026' },
    { value: new Date('2026-03-28T23:30:00Z'), text: '29.03.2026' },
    { value: new Date('2026-03-28T22:30:00Z'), text: '28.03.2026' },
    { value: new Date('2026-10-24T22:30:00Z'), text: '25.10.2026' },
  ])('formatDate($value) = $text', ({ value, text }) => {
    expect(formatDate(value)).toBe(text);
  });

  it('formatDate refuses a non-date string', () => {
    expect(() => formatDate('2026-02-29')).toThrow(RangeError);
  });

  it.each([
    { instant: '2026-03-29T00:59:59Z', time: '01:59', dateTime: '29.03.2026, 01:59' },
    { instant: '2026-03-29T01:00:00Z', time: '03:00', dateTime: '29.03.2026, 03:00' },
    { instant: '2026-03-29T08:00:00Z', time: '10:00', dateTime: '29.03.2026, 10:00' },
    { instant: '2026-10-25T00:30:00Z', time: '02:30', dateTime: '25.10.2026, 02:30' },
    { instant: '2026-10-25T01:30:00Z', time: '02:30', dateTime: '25.10.2026, 02:30' },
    { instant: '2026-10-25T09:00:00Z', time: '10:00', dateTime: '25.10.2026, 10:00' },
    { instant: '2026-12-31T23:15:00Z', time: '00:15', dateTime: '01.01.2027, 00:15' },
  ])('$instant -> $dateTime', ({ instant, time, dateTime }) => {
    expect(formatTime(new Date(instant))).toBe(time);
    expect(formatTime(instant)).toBe(time);
    expect(formatDateTime(new Date(instant))).toBe(dateTime);
  });

  it.each([
    { instant: '2026-03-29T08:00:00Z', text: 'Sonntag, 29.03.2026, 10:00' },
    { instant: '2026-03-28T12:00:00Z', text: 'Samstag, 28.03.2026, 13:00' },
    { instant: '2026-10-24T13:00:00Z', text: 'Samstag, 24.10.2026, 15:00' },
    { instant: '2026-03-23T23:30:00Z', text: 'Dienstag, 24.03.2026, 00:30' },
    { instant: '2026-03-25T11:00:00+00:00', text: 'Mittwoch, 25.03.2026, 12:00' },
    { instant: '2026-03-26T12:00:00.000Z', text: 'Donnerstag, 26.03.2026, 13:00' },
    { instant: '2026-03-27T12:00:00+01:00', text: 'Freitag, 27.03.2026, 12:00' },
    { instant: '2026-03-30T06:00:00Z', text: 'Montag, 30.03.2026, 08:00' },
  ])('formatWeekdayDateTime($instant) = $text', ({ instant, text }) => {
    expect(formatWeekdayDateTime(new Date(instant))).toBe(text);
    expect(formatWeekdayDateTime(instant)).toBe(text);
  });

  it.each([
    { value: '2026-03-29' as string | Date, text: 'Sonntag, 29.03.2026' },
    { value: '2026-07-06', text: 'Montag, 06.07.2026' },
    { value: new Date('2026-03-28T23:30:00Z'), text: 'Sonntag, 29.03.2026' },
  ])('formatWeekdayDate($value) = $text', ({ value, text }) => {
    expect(formatWeekdayDate(value)).toBe(text);
  });

  it.each([
    { start: '2026-07-06', end: '2026-07-10', text: '06.07.2026 – 10.07.2026' },
    { start: '2026-07-06', end: '2026-07-06', text: '06.07.2026' },
    { start: '2026-07-06', end: null, text: '06.07.2026' },
  ])('formatDateRange($start, $end) = $text', ({ start, end, text }) => {
    expect(formatDateRange(start, end)).toBe(text);
  });

  it.each([
    { time: '09:00:00', text: '09:00' },
    { time: '16:00', text: '16:00' },
  ])('formatTimeOfDay($time) = $text', ({ time, text }) => {
    expect(formatTimeOfDay(time)).toBe(text);
  });

  it('refuses an instant string without an offset (it would be read in the local zone)', () => {
    expect(() => formatTime('2026-03-29T10:00:00')).toThrow(RangeError);
    expect(() => toInstant('not a date Z')).toThrow(RangeError);
  });
});

describe('isCampUpcoming', () => {
  it.each([
    { startDate: '2026-07-06', now: '2026-07-05T21:59:59Z', upcoming: true },
    // 06.07. 00:00 in Zurich is still 05.07. in UTC: the camp's first day counts as upcoming.
    { startDate: '2026-07-06', now: '2026-07-05T22:00:00Z', upcoming: true },
    { startDate: '2026-07-06', now: '2026-07-06T21:59:59Z', upcoming: true },
    // 07.07. 00:00 in Zurich, still 06.07. in UTC: no longer upcoming.
    { startDate: '2026-07-06', now: '2026-07-06T22:00:00Z', upcoming: false },
    { startDate: '2026-01-05', now: '2026-01-04T23:00:00Z', upcoming: true },
    { startDate: '2026-01-05', now: '2026-01-05T23:00:00Z', upcoming: false },
  ])('camp from $startDate at $now -> $upcoming', ({ startDate, now, upcoming }) => {
    expect(isCampUpcoming({ startDate }, new Date(now))).toBe(upcoming);
  });
});
