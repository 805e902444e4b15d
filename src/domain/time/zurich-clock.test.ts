import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekdayDateTime, zurichDateTimeOf } from './zurich';
import { ZONE, zurichOffsetMinutes, zurichWallClock, zurichYear } from './zurich-clock';

// The Intl reading replaced date-fns `format` with @date-fns/tz: both must read every instant alike, DST edges
// included (the last Sundays of March and October fall inside this range many times over).
const instants = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const inZurich = { in: tz(ZONE) };
const WEEKDAYS = ['', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

describe('Zurich wall clock from Intl', () => {
  it('reads every instant as date-fns with @date-fns/tz did', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(zurichDateTimeOf(instant)).toEqual({
          date: format(instant, 'yyyy-MM-dd', inZurich),
          time: format(instant, 'HH:mm:ss', inZurich),
        });
        expect(formatDate(instant)).toBe(format(instant, 'dd.MM.yyyy', inZurich));
        expect(formatTime(instant)).toBe(format(instant, 'HH:mm', inZurich));
        expect(formatDateTime(instant)).toBe(format(instant, 'dd.MM.yyyy, HH:mm', inZurich));
        const weekday = WEEKDAYS[Number(format(instant, 'i', inZurich))];
        expect(formatWeekdayDateTime(instant)).toBe(
          `${weekday}, ${format(instant, 'dd.MM.yyyy, HH:mm', inZurich)}`,
        );
        expect(zurichOffsetMinutes(instant)).toBe(tzOffset(ZONE, instant));
        expect(zurichYear(instant)).toBe(Number(format(instant, 'yyyy', inZurich)));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the year at every turn of the year as the zone data does, to the second', () => {
    for (let year = 1950; year <= 2100; year++) {
      const midnight = Date.UTC(year, 0, 1) - 60 * 60_000; // 00:00 in Zurich (UTC+1)
      for (const offset of [-1000, 0, 1000]) {
        const instant = new Date(midnight + offset);
        expect(zurichYear(instant), instant.toISOString()).toBe(zurichWallClock(instant).year);
      }
    }
  });

  it.each([
    // Midnight is hour 0 (an h24 reading would say 24), on both sides of the year's end and of DST.
    {
      instant: '2026-12-31T23:00:00.000Z',
      clock: { year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
    },
    {
      instant: '2026-07-05T22:00:00.999Z',
      clock: { year: 2026, month: 7, day: 6, hour: 0, minute: 0, second: 0 },
    },
    {
      instant: '2026-03-29T01:00:00.000Z',
      clock: { year: 2026, month: 3, day: 29, hour: 3, minute: 0, second: 0 },
    },
  ])('$instant -> $clock', ({ instant, clock }) => {
    expect(zurichWallClock(new Date(instant))).toEqual(clock);
  });

  it.each([
    { instant: '2026-03-29T00:59:59.500Z', offset: 60 },
    { instant: '2026-03-29T01:00:00.000Z', offset: 120 },
    { instant: '2026-10-25T00:59:59.999Z', offset: 120 },
    { instant: '2026-10-25T01:00:00.000Z', offset: 60 },
    { instant: '1969-12-31T23:59:59.250Z', offset: 60 },
  ])('offset at $instant is $offset minutes', ({ instant, offset }) => {
    expect(zurichOffsetMinutes(new Date(instant))).toBe(offset);
  });
});
