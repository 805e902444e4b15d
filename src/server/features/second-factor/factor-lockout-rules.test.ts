import { describe, expect, it } from 'vitest';
import {
  afterFactorFailure,
  FACTOR_CHECKS_PER_LOCK,
  FACTOR_LOCK_MS,
  FACTOR_LONG_LOCK_MS,
  FACTOR_MAX_CONSECUTIVE_FAILURES,
} from './factor-lockout-rules';

const now = new Date('2026-11-24T10:00:00Z');

describe('afterFactorFailure', () => {
  it('counts a failure below the limit without a lock', () => {
    expect(afterFactorFailure({ failedAttempts: 2, consecutiveFailures: 7 }, now)).toEqual({
      failedAttempts: 2,
      consecutiveFailures: 8,
      lockedUntil: null,
    });
  });

  it('locks for five minutes at the fifth check and starts counting afresh', () => {
    expect(
      afterFactorFailure({ failedAttempts: FACTOR_CHECKS_PER_LOCK, consecutiveFailures: 4 }, now),
    ).toEqual({
      failedAttempts: 0,
      consecutiveFailures: 5,
      lockedUntil: new Date(now.getTime() + FACTOR_LOCK_MS),
    });
  });

  it('locks for a day at the 100th failure in a row', () => {
    const state = { failedAttempts: 1, consecutiveFailures: FACTOR_MAX_CONSECUTIVE_FAILURES - 1 };
    expect(afterFactorFailure(state, now).lockedUntil).toEqual(new Date(now.getTime() + FACTOR_LONG_LOCK_MS));
  });
});
