import type { RateLimit } from '../../auth/rate-limit';
import type { Config } from '../../config';

// Sign-in limits (parent-portal.md section 9; RELIABILITY.md section 3).
export const RESEND_COOLDOWN_MS = 60_000;
export const LOCKOUT_MS = 300_000;

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
