import { createHmac, timingSafeEqual } from 'node:crypto';

// The session cookie as better-auth writes it (better-call's signCookieValue): "<token>.<base64 HMAC-SHA256 of the
// token under AUTH_SECRET>", URI-encoded. Read here with node:crypto in one synchronous step: better-auth's own read
// imports a WebCrypto key and verifies asynchronously on every request, which cost more than the session query.

const SIGNATURE_LENGTH = 44; // base64 of 32 bytes, ending in one '='

/** The first value of cookie `name` in a Cookie header (as browsers send it: "a=1; b=2"), URI-decoded. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The session token of a correctly signed cookie value; undefined for a missing, malformed or forged one. */
export function verifiedSessionToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
