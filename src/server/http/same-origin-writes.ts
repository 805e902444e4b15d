import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors';

// Cross-site request forgery: SameSite=Lax keeps the session cookie off cross-site POSTs in today's browsers, but a
// text/plain form post from another origin still reached us. So every unsafe request must come from our own origin
// (Origin equal to APP_URL's, or, without Origin, Sec-Fetch-Site: same-origin; a browser sends at least one of them
// on every cross-site POST, and non-browser clients must send Origin) and carry JSON, which a form cannot send.

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Authorised by a signature on the body instead of a browser session. */
const SIGNATURE_ROUTES = new Set(['/api/webhooks/stripe']);

/** Routes that take a file upload (multipart/form-data instead of JSON). */
const UPLOAD_ROUTES = new Set<string>(['/api/admin/camps/flyers', '/api/admin/payments/bank-import']);

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** True when a body is sent. A body-less POST (sign-out, an accept action) needs the origin check only. */
function sendsBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  if (c.req.header('transfer-encoding')) return true;
  // Over a socket, HTTP/1.1 has no body without either header (the adapter still gives every POST a stream); a
  // request built in process (app.request() in tests) tells by its body.
  if ((c.env as { incoming?: unknown } | undefined)?.incoming) return false;
  return c.req.raw.body !== null;
}

function isSameOrigin(c: Context, appOrigin: string): boolean {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (origin === undefined && fetchSite === undefined) return false;
  if (origin !== undefined && origin !== appOrigin) return false;
  return fetchSite === undefined || fetchSite === 'same-origin';
}

export function sameOriginWrites(appUrl: string): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || SIGNATURE_ROUTES.has(c.req.path)) return next();
    if (!isSameOrigin(c, appOrigin)) throw new AppError('CROSS_SITE_REQUEST', 403);
    if (sendsBody(c)) {
      const type = mediaType(c);
      const expected = UPLOAD_ROUTES.has(c.req.path) ? 'multipart/form-data' : 'application/json';
      if (type !== expected) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
    }
    return next();
  };
}
