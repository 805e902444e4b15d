import { describe, expect, it } from 'vitest';
import { zurichDateTimeToInstant } from '../time';
import { attendanceDays, offerDays, refuseAttendanceDay } from './attendance-days';

const zurich = zurichDateTimeToInstant;
const training = (day: string, time: string) => ({ kind: 'training' as const, startsAt: zurich(day, time) });

describe('offerDays', () => {
  it.each([
    // A training's day is its Zurich date, also just after midnight on the DST switches (UTC is the day before).
    [training('2026-03-29', '00:30'), ['2026-03-29']],
    [training('2026-10-25', '00:30'), ['2026-10-25']],
    [training('2026-05-09', '23:30'), ['2026-05-09']],
    [
      { kind: 'camp' as const, startDate: '2026-07-13', endDate: '2026-07-15' },
      ['2026-07-13', '2026-07-14', '2026-07-15'],
    ],
    [{ kind: 'camp' as const, startDate: '2026-07-13', endDate: null }, ['2026-07-13']],
    [
      { kind: 'camp' as const, startDate: '2026-02-27', endDate: '2026-03-02' },
      ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'],
    ],
  ])('%o -> %o', (offer, days) => {
    expect(offerDays(offer)).toEqual(days);
  });
});

describe('attendanceDays and refuseAttendanceDay', () => {
  const camp = { kind: 'camp' as const, startDate: '2026-07-13', endDate: '2026-07-15' };

  it('opens each day at Zurich midnight', () => {
    expect(attendanceDays(camp, zurich('2026-07-13', '23:59'))).toEqual([
      { day: '2026-07-13', open: true },
      { day: '2026-07-14', open: false },
      { day: '2026-07-15', open: false },
    ]);
    expect(attendanceDays(camp, zurich('2026-07-14', '00:00')).map((d) => d.open)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it.each([
    ['2026-07-12', zurich('2026-07-20', '09:00'), 'NOT_A_DAY'],
    ['2026-07-16', zurich('2026-07-20', '09:00'), 'NOT_A_DAY'],
    ['2026-07-15', zurich('2026-07-14', '09:00'), 'NOT_YET'],
    ['2026-07-14', zurich('2026-07-14', '09:00'), null],
    ['2026-07-13', zurich('2026-08-30', '09:00'), null],
  ])('%s at %s -> %s', (day, now, refusal) => {
    expect(refuseAttendanceDay(camp, day, now)).toBe(refusal);
  });
});
