import { describe, expect, it } from 'vitest';
import { ageOn, birthdayWindowMonthDays, upcomingBirthdays } from './birthdays';
import { addDays } from './calendar-date';
import { zurichDateTimeToInstant } from './zurich';

const at = (date: string, time = '10:00') => zurichDateTimeToInstant(date, time);

describe('ageOn', () => {
  it.each([
    { dateOfBirth: '2016-05-10', date: '2026-05-09', age: 9 },
    { dateOfBirth: '2016-05-10', date: '2026-05-10', age: 10 },
    { dateOfBirth: '2016-05-10', date: '2026-12-31', age: 10 },
    { dateOfBirth: '2016-05-10', date: '2016-05-10', age: 0 },
    // Born on 29 February: a year older on 28 February in common years, on 29 February in leap years.
    { dateOfBirth: '2016-02-29', date: '2025-02-27', age: 8 },
    { dateOfBirth: '2016-02-29', date: '2025-02-28', age: 9 },
    { dateOfBirth: '2016-02-29', date: '2028-02-28', age: 11 },
    { dateOfBirth: '2016-02-29', date: '2028-02-29', age: 12 },
  ])('born $dateOfBirth is $age on $date', ({ dateOfBirth, date, age }) => {
    expect(ageOn(dateOfBirth, date)).toBe(age);
  });

  it('refuses a date before birth', () => {
    expect(() => ageOn('2016-05-10', '2016-05-09')).toThrow(RangeError);
  });
});

describe('upcomingBirthdays', () => {
  // Wednesday 15.04.2026: this ISO week is Mon 13.04.–Sun 19.04., next week Mon 20.04.–Sun 26.04.,
  // the 14-day window ends on Wed 29.04.
  const now = at('2026-04-15');
  const children = [
    { name: 'Window end', dateOfBirth: '2013-04-29' },
    { name: 'Next Monday', dateOfBirth: '2014-04-20' },
    { name: 'Today', dateOfBirth: '2015-04-15' },
    { name: 'Day after window', dateOfBirth: '2015-04-30' },
    { name: 'Yesterday', dateOfBirth: '2015-04-14' },
    { name: 'This Sunday', dateOfBirth: '2016-04-19' },
    { name: 'Next Sunday', dateOfBirth: '2017-04-26' },
    { name: 'Born today', dateOfBirth: '2026-04-15' },
  ];

  it('lists the window soonest first, with the age turned and the badge', () => {
    expect(upcomingBirthdays(children, now)).toEqual([
      { ...children[2], nextBirthday: '2026-04-15', daysUntil: 0, age: 11, badge: 'today' },
      { ...children[5], nextBirthday: '2026-04-19', daysUntil: 4, age: 10, badge: 'this-week' },
      { ...children[1], nextBirthday: '2026-04-20', daysUntil: 5, age: 12, badge: 'next-week' },
      { ...children[6], nextBirthday: '2026-04-26', daysUntil: 11, age: 9, badge: 'next-week' },
      { ...children[0], nextBirthday: '2026-04-29', daysUntil: 14, age: 13, badge: null },
    ]);
  });

  it.each([
    {
      case: 'Wed, today',
      today: '2026-04-15',
      dob: '2015-04-15',
      next: '2026-04-15',
      days: 0,
      badge: 'today',
    },
    {
      case: 'Wed -> Thu',
      today: '2026-04-15',
      dob: '2015-04-16',
      next: '2026-04-16',
      days: 1,
      badge: 'this-week',
    },
    {
      case: 'Sun -> Mon',
      today: '2026-04-19',
      dob: '2015-04-20',
      next: '2026-04-20',
      days: 1,
      badge: 'next-week',
    },
    {
      case: 'Mon -> Sun',
      today: '2026-04-13',
      dob: '2015-04-19',
      next: '2026-04-19',
      days: 6,
      badge: 'this-week',
    },
    {
      case: 'Mon -> next Sun',
      today: '2026-04-13',
      dob: '2015-04-26',
      next: '2026-04-26',
      days: 13,
      badge: 'next-week',
    },
    {
      case: 'Mon -> Mon+14',
      today: '2026-04-13',
      dob: '2015-04-27',
      next: '2026-04-27',
      days: 14,
      badge: null,
    },
    {
      case: 'Sun -> Sun+14',
      today: '2026-04-19',
      dob: '2015-05-03',
      next: '2026-05-03',
      days: 14,
      badge: null,
    },
    {
      case: 'over New Year',
      today: '2026-12-28',
      dob: '2015-01-03',
      next: '2027-01-03',
      days: 6,
      badge: 'this-week',
    },
    {
      case: 'New Year next week',
      today: '2026-12-28',
      dob: '2015-01-04',
      next: '2027-01-04',
      days: 7,
      badge: 'next-week',
    },
    {
      case: 'over the March DST switch',
      today: '2026-03-28',
      dob: '2015-03-30',
      next: '2026-03-30',
      days: 2,
      badge: 'next-week',
    },
    {
      case: 'over the October DST switch',
      today: '2026-10-24',
      dob: '2015-10-25',
      next: '2026-10-25',
      days: 1,
      badge: 'this-week',
    },
    // 29 February: on 28 February in a common year, on 29 February in a leap year.
    {
      case: 'leap day, common year',
      today: '2027-02-28',
      dob: '2016-02-29',
      next: '2027-02-28',
      days: 0,
      badge: 'today',
    },
    {
      case: 'leap day, common year ahead',
      today: '2027-02-20',
      dob: '2016-02-29',
      next: '2027-02-28',
      days: 8,
      badge: 'next-week',
    },
    {
      case: 'leap day, leap year',
      today: '2028-02-28',
      dob: '2016-02-29',
      next: '2028-02-29',
      days: 1,
      badge: 'this-week',
    },
  ])('$case: born $dob, today $today -> $next in $days days, $badge', ({ today, dob, next, days, badge }) => {
    const [found] = upcomingBirthdays([{ dateOfBirth: dob }], at(today));
    expect(found).toMatchObject({ nextBirthday: next, daysUntil: days, badge });
  });

  it('takes "today" in Zurich: 00:30 on the birthday is already the birthday, though still the day before in UTC', () => {
    const justAfterMidnight = new Date('2026-04-14T22:30:00Z');
    expect(upcomingBirthdays([{ dateOfBirth: '2015-04-15' }], justAfterMidnight)).toEqual([
      { dateOfBirth: '2015-04-15', nextBirthday: '2026-04-15', daysUntil: 0, age: 11, badge: 'today' },
    ]);
    expect(upcomingBirthdays([{ dateOfBirth: '2015-04-14' }], justAfterMidnight)).toEqual([]);
  });

  it('shows at most 6 by default and honours other limits and windows', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: i, dateOfBirth: `2015-04-${String(24 - i)}` }));
    expect(upcomingBirthdays(many, now).map((c) => c.id)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(upcomingBirthdays(many, now, { limit: 2 }).map((c) => c.id)).toEqual([8, 7]);
    expect(upcomingBirthdays(many, now, { days: 2, limit: 10 }).map((c) => c.dateOfBirth)).toEqual([
      '2015-04-16',
      '2015-04-17',
    ]);
  });

  it('keeps the given order for the same birthday', () => {
    const twins = [
      { name: 'B', dateOfBirth: '2015-04-20' },
      { name: 'A', dateOfBirth: '2015-04-20' },
    ];
    expect(upcomingBirthdays(twins, now).map((c) => c.name)).toEqual(['B', 'A']);
  });
});

describe('birthdayWindowMonthDays', () => {
  it('names the 15 calendar days of the window in Zurich', () => {
    const days = birthdayWindowMonthDays(at('2026-04-15'));
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('04-15');
    expect(days.at(-1)).toBe('04-29');
  });

  it('reaches over New Year', () => {
    expect(birthdayWindowMonthDays(at('2026-12-25'), 10)).toEqual([
      '12-25',
      '12-26',
      '12-27',
      '12-28',
      '12-29',
      '12-30',
      '12-31',
      '01-01',
      '01-02',
      '01-03',
      '01-04',
    ]);
  });

  it('takes 29 February along with 28 February in a common year, not twice in a leap year', () => {
    expect(birthdayWindowMonthDays(at('2027-02-27'), 2)).toEqual(['02-27', '02-28', '03-01', '02-29']);
    expect(birthdayWindowMonthDays(at('2028-02-27'), 2)).toEqual(['02-27', '02-28', '02-29']);
  });

  it('holds every birthday upcomingBirthdays finds, for a child born on any day of a leap year', () => {
    const everyDay = Array.from({ length: 366 }, (_, i) => ({ dateOfBirth: addDays('2016-01-01', i) }));
    for (const today of ['2027-02-20', '2028-02-20', '2026-12-28', '2026-03-28', '2026-10-24']) {
      const found = upcomingBirthdays(everyDay, at(today), { limit: 366 });
      const monthDays = new Set(birthdayWindowMonthDays(at(today)));
      expect(found.length).toBeGreaterThanOrEqual(15);
      for (const child of found) expect(monthDays.has(child.dateOfBirth.slice(5))).toBe(true);
    }
  });
});
