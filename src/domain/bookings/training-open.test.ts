import { describe, expect, it } from 'vitest';
import { isTrainingListed, isTrainingOpen } from './training-open';

describe('isTrainingOpen', () => {
  const startsAt = '2026-03-29T08:00:00Z';
  it.each([
    ['2026-03-28T08:00:00Z', true],
    ['2026-03-29T07:59:59.999Z', true],
    ['2026-03-29T08:00:00Z', false],
    ['2026-03-29T10:00:00Z', false],
  ])('at %s -> %s', (now, open) => {
    expect(isTrainingOpen(startsAt, now)).toBe(open);
    expect(isTrainingOpen(new Date(startsAt), new Date(now))).toBe(open);
  });
});

describe('isTrainingListed', () => {
  const startsAt = '2026-03-29T08:00:00Z';
  const endsAt = '2026-03-29T09:45:00Z';
  it.each([
    { now: '2026-03-28T08:00:00Z', endsAt, upcoming: true },
    { now: '2026-03-29T08:30:00Z', endsAt, upcoming: true },
    { now: '2026-03-29T09:45:00Z', endsAt, upcoming: true },
    { now: '2026-03-29T09:45:00.001Z', endsAt, upcoming: false },
    { now: '2026-03-29T08:00:00Z', endsAt: null, upcoming: true },
    { now: '2026-03-29T08:00:00.001Z', endsAt: null, upcoming: false },
    { now: '2026-03-29T08:30:00Z', endsAt: undefined, upcoming: false },
  ])('now $now, end $endsAt -> $upcoming', ({ now, endsAt: end, upcoming }) => {
    expect(isTrainingListed({ startsAt, endsAt: end }, new Date(now))).toBe(upcoming);
    expect(isTrainingListed({ startsAt: new Date(startsAt), endsAt: end && new Date(end) }, now)).toBe(
      upcoming,
    );
  });
});

describe('a started training', () => {
  const session = { startsAt: '2026-03-29T08:00:00Z', endsAt: '2026-03-29T09:45:00Z' };
  it.each([
    { now: '2026-03-29T07:59:59.999Z', listed: true, open: true },
    { now: '2026-03-29T08:00:00Z', listed: true, open: false },
    { now: '2026-03-29T09:00:00Z', listed: true, open: false },
    { now: '2026-03-29T09:45:00.001Z', listed: false, open: false },
  ])('at $now is listed: $listed, bookable: $open', ({ now, listed, open }) => {
    expect(isTrainingListed(session, now)).toBe(listed);
    expect(isTrainingOpen(session.startsAt, now)).toBe(open);
  });

  it('is never bookable without being listed', () => {
    for (let minute = -60; minute <= 180; minute += 1) {
      const now = new Date(Date.parse(session.startsAt) + minute * 60_000);
      if (isTrainingOpen(session.startsAt, now)) expect(isTrainingListed(session, now)).toBe(true);
    }
  });
});
