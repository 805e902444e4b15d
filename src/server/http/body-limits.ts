import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BANK_FILE_MAX_BYTES } from '../../domain/bank/bank-import-api';
import { FLYER_MAX_BYTES } from '../../domain/camps/camp-form';
import { AppError } from '../errors';

// Every request body is capped before a route reads it: hono's bodyLimit refuses a declared Content-Length above
// the limit up front and counts a streamed (chunked) body as it arrives, stopping at the limit, so a 60 MB body is
// never held in memory. @hono/node-server then drains or closes the rest of the connection.

/** JSON forms: the largest (a support request of 5000 characters, a shop order of 100 lines) is a few KB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Routes that need more, by path prefix. Stripe's events are well below 1 MB. Uploads (camp flyers up to 3 MB,
 * photos) get their own entry here when their routes exist.
 */
const BODY_LIMITS: ReadonlyArray<readonly [prefix: string, maxBytes: number]> = [
  ['/api/webhooks/stripe', 1024 * 1024],
  // A camp flyer of up to 3 MB and the multipart form around it (boundaries, the camp id, the file name).
  ['/api/admin/camps/flyers', FLYER_MAX_BYTES + 16 * 1024],
  // A bank statement (camt.054 / camt.053) of up to 5 MB and the form around it.
  ['/api/admin/payments/bank-import', BANK_FILE_MAX_BYTES + 16 * 1024],
];

const refuse = (): never => {
  throw new AppError('PAYLOAD_TOO_LARGE', 413);
};

export function bodyLimits(): MiddlewareHandler {
  const byRoute = BODY_LIMITS.map(
    ([prefix, maxSize]) => [prefix, bodyLimit({ maxSize, onError: refuse }), maxSize] as const,
  );
  const fallback = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT, onError: refuse });
  return (c, next) => {
    const route = byRoute.find(([prefix]) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`));
    // Decided on the headers where they suffice, as hono's bodyLimit would: its first look at the body makes
    // @hono/node-server wrap the socket in a whole web Request (a stream, an AbortController) on every request,
    // GETs included, which the JSON routes then no longer need (they read the socket directly). Measured: a few
    // percent of a signed-in read's CPU (issue 15).
    if (c.req.header('transfer-encoding') === undefined) {
      const declared = c.req.header('content-length');
      const maxSize = route?.[2] ?? DEFAULT_BODY_LIMIT;
      if (declared !== undefined) return Number.parseInt(declared, 10) > maxSize ? refuse() : next();
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    }
    return (route?.[1] ?? fallback)(c, next);
  };
}
