import { describe, expect, it } from 'vitest';
import { judgeSession } from './session-limits';

const start = new Date('2026-03-29T08:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(start.getTime() + ms);

describe('judgeSession', () => {
  it.each([
    // Parents: 60 days from the sign-in, however active; no idle limit of ours, nothing to write.
    ['parent', null, 59 * DAY, 'valid'],
    ['parent', null, 60 * DAY, 'valid'],
    ['parent', null, 60 * DAY + SECOND, 'ended'],
    ['parent', 60 * DAY, 60 * DAY + SECOND, 'ended'],
    // Admins: 30 minutes without a request end it (at 30 minutes it is still alive, and this request counts).
    ['admin', null, 30 * MINUTE, 'touch'],
    ['admin', null, 30 * MINUTE + SECOND, 'ended'],
    ['admin', 11 * HOUR, 11 * HOUR + 30 * MINUTE + SECOND, 'ended'],
    // The last request is written at most once a minute.
    ['admin', null, 59 * SECOND, 'valid'],
    ['admin', null, MINUTE, 'touch'],
    ['admin', 2 * HOUR, 2 * HOUR + 30 * SECOND, 'valid'],
    ['admin', 2 * HOUR, 2 * HOUR + 29 * MINUTE, 'touch'],
    // And 12 hours from the sign-in at most, however active.
    ['admin', 12 * HOUR - MINUTE, 12 * HOUR, 'touch'],
    ['admin', 12 * HOUR, 12 * HOUR + SECOND, 'ended'],
    // A clock set back before the sign-in (tests) ends nothing.
    ['admin', null, -HOUR, 'valid'],
  ] as const)(
    '%s, last request at %s ms, now at %s ms (after the sign-in) -> %s',
    (role, lastSeen, now, verdict) => {
      const times = { createdAt: start, lastSeenAt: lastSeen === null ? null : at(lastSeen) };
      expect(judgeSession(role, times, at(now))).toBe(verdict);
    },
  );
});
