import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// TOTP (RFC 6238) as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps. A code is accepted for
// the current step and one step either side (clock drift), and only for a step later than the last one accepted,
// so a code seen over a shoulder cannot be used again.

const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one. */
const TOTP_WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The step the code belongs to, within the window around `now` and later than `lastStep`; undefined when it matches
 * none of them (wrong, too old, or already used).
 */
export function matchingTotpStep(
  totp: TOTP,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const current = totpStep(now);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (sameCode(totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 }), code)) return step;
  }
  return undefined;
}
