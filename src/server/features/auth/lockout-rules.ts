import { MAX_CODE_ATTEMPTS } from '../../../domain/messages/auth';
import {
  GUARD_MS,
  GUARDED_CHECKS_PER_CODE,
  GUARDED_RESEND_COOLDOWN_MS,
  LOCKOUT_MS,
  MAX_CONSECUTIVE_FAILURES,
  RESEND_COOLDOWN_MS,
} from './limits';

// The lockout rules of one e-mail (auth_lockouts), free of the database so each rule has its own test.

export interface LockoutState {
  /** Checks of the current code so far (each is counted before it runs; a new code starts at 0). */
  failedAttempts: number;
  /** Failures in a row across codes; only a successful sign-in resets it. */
  consecutiveFailures: number;
  lockedUntil: Date | null;
  guardedUntil: Date | null;
}

export const CLEAR_LOCKOUT = {
  failedAttempts: 0,
  consecutiveFailures: 0,
  lockedUntil: null,
  guardedUntil: null,
} as const satisfies LockoutState;

type Times = Pick<LockoutState, 'lockedUntil' | 'guardedUntil'> | undefined;

export function isLocked(state: Times, now: Date): boolean {
  return Boolean(state?.lockedUntil && state.lockedUntil > now);
}

export function isGuarded(state: Times, now: Date): boolean {
  return Boolean(state?.guardedUntil && state.guardedUntil > now);
}

/** How many checks a code admits: five, and a single one while the e-mail is guarded. */
export function checksPerCode(state: Times, now: Date): number {
  return isGuarded(state, now) ? GUARDED_CHECKS_PER_CODE : MAX_CODE_ATTEMPTS;
}

/** How long after a code the next one may go out: a minute, and 15 minutes while the e-mail is guarded. */
export function resendCooldownMs(state: Times, now: Date): number {
  return isGuarded(state, now) ? GUARDED_RESEND_COOLDOWN_MS : RESEND_COOLDOWN_MS;
}

export type FailureVerdict =
  /** Counted; the code admits further checks. */
  | { kind: 'counted'; attempts: number }
  /** The code's checks are used up: it is burnt and the e-mail locked for five minutes. */
  | { kind: 'locked'; until: Date }
  /** 100 or more failures in a row: the code is burnt, the e-mail guarded; `started` when it was not before. */
  | { kind: 'guarded'; until: Date; started: boolean };

/** The state after a failed check (whose attempt was already counted) and what the answer says. */
export function afterFailedCheck(
  state: LockoutState,
  now: Date,
): { state: LockoutState; verdict: FailureVerdict } {
  const consecutiveFailures = state.consecutiveFailures + 1;
  if (consecutiveFailures >= MAX_CONSECUTIVE_FAILURES) {
    const until = new Date(now.getTime() + GUARD_MS);
    return {
      state: { ...state, consecutiveFailures, lockedUntil: null, guardedUntil: until },
      verdict: { kind: 'guarded', until, started: !isGuarded(state, now) },
    };
  }
  if (state.failedAttempts >= MAX_CODE_ATTEMPTS) {
    const until = new Date(now.getTime() + LOCKOUT_MS);
    return {
      state: { ...state, consecutiveFailures, lockedUntil: until },
      verdict: { kind: 'locked', until },
    };
  }
  return {
    state: { ...state, consecutiveFailures },
    verdict: { kind: 'counted', attempts: state.failedAttempts },
  };
}
