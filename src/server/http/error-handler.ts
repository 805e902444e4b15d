import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { type ApiErrorBody, type ErrorCode, errorMessages } from '../../domain/errors';
import { AppError } from '../errors';

function body(code: ErrorCode, details?: Record<string, unknown>): ApiErrorBody {
  return { error: { code, message: errorMessages[code], ...(details ? { details } : {}) } };
}

/** Maps every thrown error to a coded JSON answer; unknown errors are logged and answered without their text. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) return c.json(body(err.code, err.details), err.status);
  if (err instanceof ZodError) {
    return c.json(body('VALIDATION', { fields: err.issues.map((i) => i.path.join('.')) }), 400);
  }
  if (err instanceof HTTPException) {
    if (err.status === 401) return c.json(body('UNAUTHENTICATED'), 401);
    if (err.status === 404) return c.json(body('NOT_FOUND'), 404);
    return c.json(body('BAD_REQUEST'), 400);
  }
  // Lost connection / server shutting down: answer 503 so clients (and Stripe) retry later.
  if (isDatabaseUnavailable(err)) return c.json(body('UNAVAILABLE'), 503);
  console.error('[api] unexpected error', c.req.method, c.req.path, err);
  return c.json(body('INTERNAL'), 500);
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** True when the database cannot be reached; drizzle wraps the driver's error, so the cause chain is searched. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (e instanceof Error && /Connection terminated|connect ECONNREFUSED/.test(e.message)) return true;
  }
  return false;
}
