import type { RateLimit } from '../../auth/rate-limit';
import type { Config } from '../../config';

// Sign-in limits (parent-portal.md section 9; docs/reliability.md section 3).
export const RESEND_COOLDOWN_MS = 60_000;
export const LOCKOUT_MS = 300_000;

// The guard against slow guessing (decision 013; NIST SP 800-63B 5.2.2 allows at most 100 failures in a row). The
// 100th failure in a row, across codes, guards the e-mail for 24 hours (every further failure restarts them) and
// mails its owner. While guarded, each new code admits a single check and a new code goes out at most every 15
// minutes: guessing slows to about 96 tries a day, each needing a code mailed to the owner, while the owner's own
// new code, entered correctly, still signs in and ends the guard.
export const MAX_CONSECUTIVE_FAILURES = 100;
export const GUARD_MS = 24 * 60 * 60_000;
export const GUARDED_RESEND_COOLDOWN_MS = 15 * 60_000;
export const GUARDED_CHECKS_PER_CODE = 1;

const WINDOW_MS = 15 * 60_000;

/** Per e-mail: with the 60 s cooldown a parent never meets it; it caps how often one inbox can be mailed. */
export const CODE_REQUESTS_PER_EMAIL: RateLimit = { max: 5, windowMs: WINDOW_MS };

/** Per client IP: a family or a school behind one address fits; a script mailing strangers does not. */
export function codeRequestsPerIp(config: Pick<Config, 'SIGN_IN_IP_LIMIT'>): RateLimit {
  return { max: config.SIGN_IN_IP_LIMIT, windowMs: WINDOW_MS };
}

/** Per client IP, code checks: the lockout guards one e-mail, this guards guessing across many. */
export function codeChecksPerIp(config: Pick<Config, 'SIGN_IN_IP_LIMIT'>): RateLimit {
  return { max: config.SIGN_IN_IP_LIMIT * 2, windowMs: WINDOW_MS };
}
