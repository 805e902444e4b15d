import { describe, expect, it } from 'vitest';
import { zurichDateTimeToInstant as zurich } from '../time';
import {
  campStartInstant,
  freeCancellationUntil,
  isCampWaitlistOpen,
  isInPromotionGrace,
  isTrainingWaitlistOpen,
  queuePlaces,
} from './waitlist';

const SECOND = 1000;
const before = (d: Date) => new Date(d.getTime() - SECOND);

describe('a training waitlist closes at the 20-hour cutoff', () => {
  it.each([
    ['ordinary Saturday', zurich('2026-05-09', '10:00'), zurich('2026-05-08', '14:00')],
    ['spring forward', zurich('2026-03-29', '10:00'), zurich('2026-03-28', '13:00')],
    ['fall back', zurich('2026-10-25', '10:00'), zurich('2026-10-24', '15:00')],
  ])('%s', (_name, start, cutoff) => {
    expect(isTrainingWaitlistOpen(start, before(cutoff))).toBe(true);
    expect(isTrainingWaitlistOpen(start, cutoff)).toBe(false);
  });
});

describe('a camp waitlist closes when the camp starts', () => {
  it.each([
    [{ startDate: '2026-07-06', startTime: '09:00' }, zurich('2026-07-06', '09:00')],
    [{ startDate: '2026-07-06', startTime: '09:00:00' }, zurich('2026-07-06', '09:00')],
    [{ startDate: '2026-03-29', startTime: null }, zurich('2026-03-29', '00:00')],
  ])('%o', (camp, start) => {
    expect(campStartInstant(camp)).toEqual(start);
    expect(isCampWaitlistOpen(camp, before(start))).toBe(true);
    expect(isCampWaitlistOpen(camp, start)).toBe(false);
  });
});

describe('free cancellation of a promoted booking: 2 hours or the cutoff, whichever is later', () => {
  const now = zurich('2026-05-08', '10:00');
  it.each([
    ['cutoff later', zurich('2026-05-08', '14:00'), zurich('2026-05-08', '14:00')],
    ['2 hours later', zurich('2026-05-08', '11:00'), zurich('2026-05-08', '12:00')],
    ['no cutoff (camp)', null, zurich('2026-05-08', '12:00')],
  ])('%s', (_name, cutoff, until) => {
    expect(freeCancellationUntil(now, cutoff)).toEqual(until);
  });

  it('the end itself is no longer free', () => {
    const until = zurich('2026-05-08', '12:00');
    expect(isInPromotionGrace(until, before(until))).toBe(true);
    expect(isInPromotionGrace(until, until)).toBe(false);
    expect(isInPromotionGrace(null, until)).toBe(false);
  });
});

it('queue places follow created_at, then id', () => {
  const at = (s: string) => new Date(`2026-05-01T08:00:${s}Z`);
  const places = queuePlaces([
    { id: 'b', childId: 'late', createdAt: at('05') },
    { id: 'z', childId: 'tie-z', createdAt: at('01') },
    { id: 'a', childId: 'tie-a', createdAt: at('01') },
  ]);
  expect([...places]).toEqual([
    ['tie-a', 1],
    ['tie-z', 2],
    ['late', 3],
  ]);
});
