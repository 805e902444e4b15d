import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { authSecret, CODE_TTL_SECONDS, wantsSecureCookies } from '../../auth/auth';
import type { Config } from '../../config';

// The browser that asked for a sign-in code carries a marker for that e-mail (HMAC under AUTH_SECRET, so it names
// nobody and cannot be made up), as long as the code is valid. The mail's one-click link signs in at once only
// there; anywhere else the page asks first (decision 013): a link is easily sent to someone else, and it must not
// sign a browser into the sender's account unasked.

function cookieName(config: Pick<Config, 'appUrl'>): string {
  return wantsSecureCookies(config.appUrl) ? '__Host-anpfiff.sign_in_request' : 'anpfiff.sign_in_request';
}

function markerFor(config: Config, email: string): string {
  return createHmac('sha256', authSecret(config))
    .update(`sign-in-request:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

export function markSignInRequest(c: Context, config: Config, email: string): void {
  setCookie(c, cookieName(config), markerFor(config, email), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: wantsSecureCookies(config.appUrl),
    maxAge: CODE_TTL_SECONDS,
  });
}

/** This browser asked for the code of `email`. */
export function requestedHere(c: Context, config: Config, email: string): boolean {
  const carried = getCookie(c, cookieName(config));
  if (!carried) return false;
  const expected = Buffer.from(markerFor(config, email));
  const actual = Buffer.from(carried);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
