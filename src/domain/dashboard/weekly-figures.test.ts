import { describe, expect, it } from 'vitest';
import type { WeeklyFigures } from './admin-weekly-figures-api';
import { weekBookings, weekDates, weeklyTotals, weekName } from './weekly-figures';

const week = (weekStart: string, values: Partial<WeeklyFigures> = {}): WeeklyFigures => ({
  weekStart,
  trainingBookings: 0,
  campBookings: 0,
  cancelledBookings: 0,
  receivedCents: 0,
  refundedCents: 0,
  revenueCents: 0,
  ...values,
});

describe('a week of the dashboard chart', () => {
  it.each([
    ['2026-03-23', 'KW 13', '23.03.2026 – 29.03.2026'],
    ['2025-12-29', 'KW 1', '29.12.2025 – 04.01.2026'],
    ['2026-12-28', 'KW 53', '28.12.2026 – 03.01.2027'],
  ])('%s is %s, %s', (weekStart, name, dates) => {
    expect(weekName({ weekStart })).toBe(name);
    expect(weekDates({ weekStart })).toBe(dates);
  });

  it('counts standing training and camp bookings, not the cancelled ones', () => {
    expect(
      weekBookings(week('2026-03-23', { trainingBookings: 4, campBookings: 2, cancelledBookings: 3 })),
    ).toBe(6);
  });
});

describe('weeklyTotals', () => {
  it('adds every figure up and names the busiest week, the later of equals', () => {
    const weeks = [
      week('2026-03-16', { trainingBookings: 3, receivedCents: 7500, revenueCents: 7500 }),
      week('2026-03-23', { trainingBookings: 1, campBookings: 2, cancelledBookings: 1, refundedCents: 2500 }),
      week('2026-03-30', { receivedCents: 25_000, refundedCents: 40_000, revenueCents: -15_000 }),
    ];
    weeks[1]!.revenueCents = -2500;
    expect(weeklyTotals(weeks)).toEqual({
      trainingBookings: 4,
      campBookings: 2,
      cancelledBookings: 1,
      receivedCents: 32_500,
      refundedCents: 42_500,
      revenueCents: -10_000,
      bookings: 6,
      busiest: weeks[1],
    });
  });

  it('has no busiest week when nothing was booked', () => {
    expect(
      weeklyTotals([week('2026-03-16', { cancelledBookings: 2 }), week('2026-03-23')]).busiest,
    ).toBeNull();
    expect(weeklyTotals([]).bookings).toBe(0);
  });
});
