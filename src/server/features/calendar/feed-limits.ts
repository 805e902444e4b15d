import type { RateLimit } from '../../auth/rate-limit';

// The feed needs no session, but it is not free to call (issue 16). Guessing a 256-bit token is hopeless; these
// limits cap the work one address or one leaked link can cause.
const WINDOW_MS = 15 * 60_000;

/**
 * Per client address, every feed request: calendar services (Google, iCloud) fetch many people's feeds from shared
 * addresses, each a few times a day, so the limit is wide; a script trying tokens meets it after a few minutes.
 */
export const FEED_READS_PER_IP: RateLimit = { max: 120, windowMs: WINDOW_MS };

/** Per feed: a family's phones, tablets and computers polling it, far below; a link posted publicly, above. */
export const FEED_READS_PER_FEED: RateLimit = { max: 30, windowMs: WINDOW_MS };
