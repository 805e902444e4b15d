// Guessing the second factor (TOTP or recovery codes), like the sign-in code (decision 013): five checks, then
// five minutes locked; 100 failures in a row (across locks, until a success) lock the factor for a day. Each check
// is counted before it runs (queries.ts reserveFactorCheck), so parallel guesses get no more than five.

export const FACTOR_CHECKS_PER_LOCK = 5;
export const FACTOR_LOCK_MS = 5 * 60_000;
export const FACTOR_MAX_CONSECUTIVE_FAILURES = 100;
export const FACTOR_LONG_LOCK_MS = 24 * 60 * 60_000;

interface FactorGuessState {
  /** Checks since the last success or lock, this one included. */
  failedAttempts: number;
  consecutiveFailures: number;
}

export interface FactorFailureOutcome extends FactorGuessState {
  lockedUntil: Date | null;
}

/** The counters after a failed check whose attempt was already counted. */
export function afterFactorFailure(state: FactorGuessState, now: Date): FactorFailureOutcome {
  const consecutiveFailures = state.consecutiveFailures + 1;
  if (consecutiveFailures >= FACTOR_MAX_CONSECUTIVE_FAILURES) {
    return {
      failedAttempts: 0,
      consecutiveFailures,
      lockedUntil: new Date(now.getTime() + FACTOR_LONG_LOCK_MS),
    };
  }
  if (state.failedAttempts >= FACTOR_CHECKS_PER_LOCK) {
    return { failedAttempts: 0, consecutiveFailures, lockedUntil: new Date(now.getTime() + FACTOR_LOCK_MS) };
  }
  return { failedAttempts: state.failedAttempts, consecutiveFailures, lockedUntil: null };
}
