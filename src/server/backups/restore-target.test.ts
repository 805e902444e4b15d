import { describe, expect, it } from 'vitest';
import { parseRestoreTarget } from './restore-target';

describe('the moment npm run restore -- --to names', () => {
  it.each([
    ['latest', 'latest'],
    ['LATEST', 'latest'],
    // Zurich wall-clock time, winter (UTC+1) and summer (UTC+2).
    ['2026-11-28 14:30', '2026-11-28T13:30:00.000Z'],
    ['2026-11-28T14:30:15', '2026-11-28T13:30:15.000Z'],
    ['2026-07-01 02:00', '2026-07-01T00:00:00.000Z'],
    // An instant with its offset is taken as it is.
    ['2026-11-28T14:30:00Z', '2026-11-28T14:30:00.000Z'],
    ['2026-11-28 14:30:00.250+01:00', '2026-11-28T13:30:00.250Z'],
  ])('%s', (input, expected) => {
    const target = parseRestoreTarget(input);
    expect(target === 'latest' ? target : target?.toISOString()).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'gestern',
    '2026-02-30 10:00',
    '2026-11-28 25:00',
    '28.11.2026 14:30',
    '2026-11-28',
  ])('refuses %s', (input) => {
    expect(parseRestoreTarget(input)).toBeNull();
  });
});
