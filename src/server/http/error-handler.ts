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
  const pgCode = (err as { code?: string }).code;
  // Lost connection / server shutting down: answer 503 so clients (and Stripe) retry later.
  if (pgCode === 'ECONNREFUSED' || pgCode === '57P01' || pgCode === '57P03' || pgCode?.startsWith('08')) {
    return c.json(body('UNAVAILABLE'), 503);
  }
  console.error('[api] unexpected error', c.req.method, c.req.path, err);
  return c.json(body('INTERNAL'), 500);
}
