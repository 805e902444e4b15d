import { describe, expect, it } from 'vitest';
import { isTrainingOpen } from './training-open';

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
