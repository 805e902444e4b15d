import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { type ApiErrorBody, type ErrorCode, errorMessages } from '../../domain/errors';
import { databaseErrorSummary, isDatabaseUnavailable, sqlState } from '../db/pg-error';
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
  const database = databaseErrorSummary(err);
  const refusal = refusalOf(sqlState(err));
  if (refusal) {
    // Input no route checked well enough: the client's mistake, but worth a line to find the missing check.
    console.warn('[api] refused by the database', c.req.method, c.req.path, database);
    return c.json(body(refusal.code), refusal.status);
  }
  // A query's error is logged by its SQLSTATE only: drizzle's message carries the SQL parameters.
  console.error('[api] unexpected error', c.req.method, c.req.path, database ?? err);
  return c.json(body('INTERNAL'), 500);
}

/**
 * SQLSTATEs that mean "this input cannot be stored" rather than "the server is broken": class 22 (data exception:
 * an unreadable date, a number out of range, a bad uuid) and the integrity violations a client can cause.
 */
function refusalOf(state: string | undefined): { code: ErrorCode; status: 400 | 409 } | undefined {
  if (!state) return undefined;
  if (state.startsWith('22') || state === '23502' || state === '23514') {
    return { code: 'VALIDATION', status: 400 };
  }
  // Unique, foreign key, exclusion: a concurrent change won the race (or the row is still referenced).
  if (state === '23505' || state === '23503' || state === '23P01') return { code: 'CONFLICT', status: 409 };
  return undefined;
}
