import type { AppContext } from '../context';
import {
  authSecret,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  sessionCookieName,
} from './auth';
import { findSession, type StoredSession } from './find-session';
import { cookieValue, verifiedSessionToken } from './session-cookie';

// A signed-in request's session in one indexed query (decision 024). better-auth's getSession reads the same row
// with the same join, but around it builds an endpoint context, verifies the cookie through WebCrypto and runs its
// adapter's transforms: ten times the cost of /healthz before the route did anything.
// Everything that is not a plain read of a live session stays with better-auth: a session due for its daily
// extension (it writes the new expiry and the cookie), an expired one and an unknown token (it deletes the row and
// the cookie). Those are a small share of requests, so they keep better-auth's exact behaviour at its price.

type SessionLookup =
  | { kind: 'none' }
  | { kind: 'found'; stored: StoredSession }
  /** Let better-auth's getSession answer: the session must be extended, or ended and its cookie deleted. */
  | { kind: 'better-auth' };

interface CookieSettings {
  name: string;
  secret: string;
}

const settings = new WeakMap<AppContext, CookieSettings>();

function cookieSettings(ctx: AppContext): CookieSettings {
  let found = settings.get(ctx);
  if (!found) {
    // authSecret may read DATA_DIR/auth.secret: once per context, not once per request.
    found = { name: sessionCookieName(ctx.config.appUrl), secret: authSecret(ctx.config) };
    settings.set(ctx, found);
  }
  return found;
}

export async function lookUpSession(ctx: AppContext, cookieHeader: string): Promise<SessionLookup> {
  const { name, secret } = cookieSettings(ctx);
  // A forged or malformed cookie is no session; better-auth answers the same without touching the cookie.
  const token = verifiedSessionToken(cookieValue(cookieHeader, name), secret);
  if (!token) return { kind: 'none' };
  const stored = await findSession(ctx.db, token);
  if (!stored) return { kind: 'better-auth' };
  // better-auth judges its own expiry and extension on the wall clock (our limits use ctx.clock, session-limits.ts).
  const now = Date.now();
  const expiresAt = stored.session.expiresAt.getTime();
  const extendFrom = expiresAt - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
  if (expiresAt < now || extendFrom <= now) return { kind: 'better-auth' };
  return { kind: 'found', stored };
}
