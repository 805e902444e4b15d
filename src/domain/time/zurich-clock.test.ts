import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekdayDateTime, zurichDateTimeOf } from './zurich';
import { type WallClock, ZONE, zurichOffsetMinutes, zurichWallClock, zurichYear } from './zurich-clock';

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

/** The reading straight from the zone data through @date-fns/tz's TZDate, a reading apart from zurichWallClock's. */
function fromZoneData(instant: Date): WallClock {
  const d = new TZDate(instant, ZONE);
  const [year, month, day] = [d.getFullYear(), d.getMonth() + 1, d.getDate()];
  return { year, month, day, hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() };
}

/** The instants of Zurich's summer-time switches (EU rule: the last Sundays of March and October, 01:00 UTC). */
function summerTimeSwitches(year: number): number[] {
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return last.getTime() - last.getUTCDay() * 24 * 60 * 60_000;
  };
  return [lastSunday(2), lastSunday(year < 1996 ? 8 : 9)];
}

describe('Zurich wall clock by arithmetic on the zone data', () => {
  it('reads the zone data a few times a year, not once for every date', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const start = Date.UTC(2031, 0, 1);
      for (let i = 0; i < 1000; i++) zurichWallClock(new Date(start + i * 8 * 60 * 60_000 + i * 61_000));
      // 1000 instants over 333 days (two switches): one year's table, about 70 readings.
      expect(formatToParts.mock.calls.length).toBeLessThan(100);
    } finally {
      formatToParts.mockRestore();
    }
  });

  it('agrees with the zone data at any instant from 1850 to 2300 (LMT, Bern time, wartime and EU summer time)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1850-01-01'), max: new Date('2300-12-31'), noInvalidDate: true }),
        (d) => {
          expect(zurichWallClock(d)).toEqual(fromZoneData(d));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('agrees with the zone data in every second of the hours around each switch, 1981 to 2100', () => {
    for (let year = 1981; year <= 2100; year++) {
      for (const at of summerTimeSwitches(year)) {
        // Every second within two minutes of the switch, and every 37 s within two hours of it.
        for (let s = -120; s <= 120; s++) {
          const instant = new Date(at + s * 1000 + (s % 3) * 250);
          expect(zurichWallClock(instant), instant.toISOString()).toEqual(fromZoneData(instant));
        }
        for (let s = -7200; s <= 7200; s += 37) {
          const instant = new Date(at + s * 1000);
          expect(zurichWallClock(instant), instant.toISOString()).toEqual(fromZoneData(instant));
        }
      }
    }
  });

  it('agrees with the zone data at any instant within a day of a switch', () => {
    const switches = fc
      .tuple(fc.integer({ min: 1981, max: 2200 }), fc.boolean())
      .map(([year, autumn]) => summerTimeSwitches(year)[autumn ? 1 : 0] ?? 0);
    fc.assert(
      fc.property(switches, fc.integer({ min: -86_400_000, max: 86_400_000 }), (at, shift) => {
        const instant = new Date(at + shift);
        expect(zurichWallClock(instant)).toEqual(fromZoneData(instant));
        expect(zurichOffsetMinutes(instant)).toBe(tzOffset(ZONE, instant));
      }),
      { numRuns: 20_000 },
    );
  });

  it('refuses an invalid date as the zone data does', () => {
    expect(() => zurichWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});
