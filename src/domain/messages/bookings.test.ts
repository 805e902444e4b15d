import { describe, expect, it } from 'vitest';
import { birthdayBadgeLabels, bookingMessages, seatBadgeMessages } from './bookings';

describe('texts quoted by the spec', () => {
  it.each([
    { text: bookingMessages.unknownChild, quoted: 'Unknown Child' },
    { text: bookingMessages.unknownCamp, quoted: 'Unknown Camp' },
    { text: seatBadgeMessages.full, quoted: 'Ausgebucht' },
  ])('$quoted', ({ text, quoted }) => {
    expect(text).toBe(quoted);
  });

  it.each([
    { badge: 'today', label: 'Heute' },
    { badge: 'this-week', label: 'Diese Woche' },
    { badge: 'next-week', label: 'Nächste Woche' },
  ] as const)('birthday badge $badge -> $label', ({ badge, label }) => {
    expect(birthdayBadgeLabels[badge]).toBe(label);
  });
});

describe('seat labels', () => {
  it.each([
    { count: 1, label: '1 Platz frei' },
    { count: 2, label: '2 Plätze frei' },
    { count: 12, label: '12 Plätze frei' },
  ])('$count -> $label', ({ count, label }) => {
    expect(seatBadgeMessages.seatsFree(count)).toBe(label);
  });
});
