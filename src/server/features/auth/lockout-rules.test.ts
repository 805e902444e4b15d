import { describe, expect, it } from 'vitest';
import {
  afterFailedCheck,
  CLEAR_LOCKOUT,
  checksPerCode,
  isGuarded,
  type LockoutState,
  resendCooldownMs,
} from './lockout-rules';

const now = new Date('2026-03-29T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const state = (s: Partial<LockoutState>): LockoutState => ({ ...CLEAR_LOCKOUT, ...s });

describe('afterFailedCheck', () => {
  it.each([
    // [checks of this code so far (this one counted), failures in a row before, verdict]
    [1, 0, { kind: 'counted', attempts: 1 }],
    [4, 3, { kind: 'counted', attempts: 4 }],
    [5, 4, { kind: 'locked', until: at(5 * MINUTE) }],
    [3, 97, { kind: 'counted', attempts: 3 }],
    [4, 98, { kind: 'counted', attempts: 4 }],
    // The 100th failure in a row guards, even where it is also a code's fifth.
    [5, 99, { kind: 'guarded', until: at(24 * 60 * MINUTE), started: true }],
    [1, 99, { kind: 'guarded', until: at(24 * 60 * MINUTE), started: true }],
    [1, 150, { kind: 'guarded', until: at(24 * 60 * MINUTE), started: true }],
  ] as const)(
    'check %i of the code after %i failures in a row -> %o',
    (failedAttempts, consecutive, verdict) => {
      const result = afterFailedCheck(state({ failedAttempts, consecutiveFailures: consecutive }), now);
      expect(result.verdict).toEqual(verdict);
      expect(result.state.consecutiveFailures).toBe(consecutive + 1);
    },
  );

  it('extends a running guard without starting it anew, and sets no five-minute lock beside it', () => {
    const running = state({ failedAttempts: 1, consecutiveFailures: 120, guardedUntil: at(3 * MINUTE) });
    const { state: next, verdict } = afterFailedCheck(running, now);
    expect(verdict).toEqual({ kind: 'guarded', until: at(24 * 60 * MINUTE), started: false });
    expect(next).toMatchObject({ lockedUntil: null, guardedUntil: at(24 * 60 * MINUTE) });
  });

  it('starts the guard anew once the last one ran out', () => {
    const over = state({ failedAttempts: 1, consecutiveFailures: 120, guardedUntil: at(-1) });
    expect(afterFailedCheck(over, now).verdict).toMatchObject({ kind: 'guarded', started: true });
  });
});

describe('while guarded', () => {
  const guarded = state({ consecutiveFailures: 100, guardedUntil: at(1) });
  const over = state({ consecutiveFailures: 100, guardedUntil: now });

  it('a code admits one check instead of five', () => {
    expect(checksPerCode(guarded, now)).toBe(1);
    expect(checksPerCode(over, now)).toBe(5);
    expect(checksPerCode(undefined, now)).toBe(5);
  });

  it('a new code goes out after 15 minutes instead of one', () => {
    expect(resendCooldownMs(guarded, now)).toBe(15 * MINUTE);
    expect(resendCooldownMs(over, now)).toBe(MINUTE);
    expect(isGuarded(over, now)).toBe(false);
  });
});
