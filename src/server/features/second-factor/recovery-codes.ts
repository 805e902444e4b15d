import { createHmac, randomInt } from 'node:crypto';

// Ten one-time recovery codes, shown once at enrolment. Ten characters from an alphabet without look-alikes
// (no 0/o, 1/l/i) give about 49 bits each, far beyond what the guess limit lets anyone try; stored as HMAC-SHA256
// under AUTH_SECRET, so a database dump alone does not reveal them.

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** "abcde-fghjk": two groups of five, easier to copy by hand. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What was typed, without spaces and dashes, lower case; undefined when it cannot be a recovery code. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  if (code.length !== LENGTH) return undefined;
  for (const char of code) if (!ALPHABET.includes(char)) return undefined;
  return code;
}

export function recoveryCodeHash(secret: string, normalised: string): string {
  return createHmac('sha256', secret).update(`recovery-code:${normalised}`).digest('hex');
}
