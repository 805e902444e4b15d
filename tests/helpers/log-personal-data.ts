// What must never stand in a log line (docs/reliability.md, decision 043): AHV numbers, sign-in codes,
// tokens, mail bodies, health notes. Some are recognised by their shape (an AHV number, a mail's markup); the
// others are planted: the test client (test-app.ts) notes every such value a test sends or receives (a code
// it verifies, a token it is given, the allergies it saves) and the scan looks for each of them. A value too
// short to be told from a number in a line (a duration, a count) is not planted.

/** JSON keys whose values are secret or personal wherever they appear in a request or an answer. */
const PLANTED_KEYS = new Set([
  'code',
  'otp',
  'token',
  'secret',
  'recoveryCodes',
  'ahv',
  'allergies',
  'medication',
  'emergencyContactName',
  'emergencyContactPhone',
]);

const MIN_PLANTED_LENGTH = 6;

const planted = new Map<string, string>();

/** Notes `value` (a code, a token, a health note) as one that no log line may contain. */
export function plantSecret(value: string, kind: string): void {
  const trimmed = value.trim();
  if (trimmed.length >= MIN_PLANTED_LENGTH) planted.set(trimmed, kind);
}

/**
 * Plants the values under PLANTED_KEYS anywhere in a request or answer body, and calendar feed tokens in URLs. In an
 * answer, `code` is an error's code (NOT_FOUND), not a secret.
 */
export function plantFrom(value: unknown, from: 'request' | 'answer', key = ''): void {
  if (typeof value === 'string') {
    if (PLANTED_KEYS.has(key) && !(from === 'answer' && key === 'code')) plantSecret(value, key);
    const feed = /\/calendar\/feed\/([^/.?#]+)/.exec(value)?.[1];
    if (feed) plantSecret(feed, 'calendar feed token');
  } else if (Array.isArray(value)) {
    for (const item of value) plantFrom(item, from, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) plantFrom(v, from, k);
  }
}

/** Plants the session token of each cookie an answer sets (better-auth signs it as "<token>.<signature>"). */
export function plantCookies(response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0] ?? '');
    plantSecret(value.split('.')[0] ?? '', 'cookie token');
  }
}

const SHAPES: [RegExp, string][] = [
  [/(?<![\d.])756[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}(?![\d])/, 'AHV number'],
  [/<!DOCTYPE html|Falls der Knopf nicht funktioniert/i, 'mail body'],
  [/session_token=|\bBearer [\w.~+/-]{8,}/i, 'token in a header'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fields every line has that are numbers of their own (a process id, a duration) and cannot hold personal data. */
function scannedText(raw: string): string {
  try {
    const {
      pid: _pid,
      time: _time,
      ms: _ms,
      hostname: _host,
      ...rest
    } = JSON.parse(raw) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return raw;
  }
}

/** One finding per line that holds personal data: which kind, and the line's start. */
export function personalDataIn(lines: readonly string[]): string[] {
  // One pattern for all planted values (hundreds in a file), each standing alone: a code inside a longer run of
  // letters and digits (a UUID) is not that code.
  const anyPlanted =
    planted.size > 0
      ? new RegExp(`(?<![\\w])(${[...planted.keys()].map(escapeRegExp).join('|')})(?![\\w])`, 'g')
      : undefined;
  const findings: string[] = [];
  for (const raw of lines) {
    const text = scannedText(raw);
    for (const [pattern, kind] of SHAPES) {
      if (pattern.test(text)) findings.push(`${kind}: ${raw.slice(0, 300)}`);
    }
    for (const match of anyPlanted ? text.matchAll(anyPlanted) : []) {
      findings.push(`${planted.get(match[1] ?? '')}: ${raw.slice(0, 300)}`);
    }
  }
  return findings;
}

/** Forgets the planted values (each test file plants its own). */
export function forgetPlanted(): void {
  planted.clear();
}
